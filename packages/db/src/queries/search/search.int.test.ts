import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../schema';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing';
import { searchCatalogue, titleKeyRange, type CatalogueSearch } from './search-documents';

let database: TestDatabase;
let seq = 0;

async function program(
  enTitle: string,
  arTitle: string,
  extra: Partial<typeof schema.learningPrograms.$inferInsert> = {},
) {
  seq += 1;
  await database.db.insert(schema.learningPrograms).values({
    slug: `p-${seq}`,
    code: `P${seq}`,
    type: 'COURSE',
    publicationStatus: 'PUBLISHED',
    originalPrice: 100_00,
    enTitle,
    arTitle,
    ...extra,
  });
  return `p-${seq}`;
}

async function blog(enTitle: string, arTitle: string, categoryId: string, viewsCount: number) {
  seq += 1;
  await database.db.insert(schema.blogs).values({
    slug: `b-${seq}`,
    code: `B${seq}`,
    enTitle,
    arTitle,
    enContent: `<p>${enTitle}</p>`,
    arContent: `<p>${arTitle}</p>`,
    status: 'PUBLISHED',
    publishedAt: new Date(Date.UTC(2026, 0, 1)),
    viewsCount,
    categoryId,
  });
  return `b-${seq}`;
}

const slugs: Record<string, string> = {};
beforeAll(async () => {
  database = await createTestDatabase();
  // More popular titles that contain the words later on, and less popular ones that start with them.
  slugs.advanced = await program('Advanced Sports Nutrition', 'التغذية الرياضية المتقدمة', { enrolledUsersCount: 900 });
  slugs.guide = await program('A Guide to Sports Nutrition', 'دليل التغذية الرياضية', { enrolledUsersCount: 800 });
  slugs.basics = await program('Sports-Nutrition: Basics', 'أساسيات التغذية الرياضية', { enrolledUsersCount: 5 });
  slugs.arabicStart = await program('Fuel for Athletes', 'تغذية رياضية للمبتدئين', { enrolledUsersCount: 1 });
  slugs.kids = await program('Games for Kids', 'رياضة الأطفال', { enrolledUsersCount: 0 });
  slugs.workshop = await program('Live Recovery Clinic', 'عيادة الاستشفاء', {
    type: 'WORKSHOP',
    enrolledUsersCount: 50,
  });
  slugs.draft = await program('Sports Nutrition Draft', 'مسودة', { publicationStatus: 'DRAFT' });
  slugs.hydration = await program('Hydration Habits', 'عادات الترطيب', { enSummary: 'Electrolytes for endurance' });
  const [category] = await database.db
    .insert(schema.blogCategories)
    .values({ slug: 'tips', enName: 'Tips', arName: 'نصائح' })
    .returning();
  slugs.popularBlog = await blog('Why Recovery Matters', 'لماذا يهم الاستشفاء', category!.id, 1000);
  slugs.recoveryBlog = await blog('Recovery After Running', 'الاستشفاء بعد الجري', category!.id, 2);
});
afterAll(() => database.destroy());

const search = (words: string[], extra: Partial<CatalogueSearch> = {}) =>
  searchCatalogue(database.db, { words, mode: 'fuzzy', limit: 4, threshold: 0.3, ...extra });

/** Slugs of one type in result order. */
async function order(words: string[], kind: 'COURSE' | 'WORKSHOP' | 'BLOG', extra: Partial<CatalogueSearch> = {}) {
  const rows = await search(words, extra);
  const bySlug = new Map(Object.entries(slugs).map(([name, slug]) => [slug, name]));
  return rows.filter((r) => r.kind === kind).map((r) => bySlug.get(r.slug));
}

describe('searchCatalogue: titles that start with the query come first in the title tier', () => {
  it('ranks an English title start above more popular titles that contain the words', async () => {
    expect(await order(['sports', 'nutrition'], 'COURSE')).toEqual(['basics', 'advanced', 'guide']);
  });

  it('treats the last word as typed so far, and punctuation as a space', async () => {
    expect(await order(['sports', 'nutr'], 'COURSE')).toEqual(['basics', 'advanced', 'guide']);
  });

  it('ranks an Arabic title start first, with the query normalised like the titles (ه for ة, articles dropped)', async () => {
    // Every Arabic title has a word starting رياض; only رياضة الأطفال starts with one.
    expect(await order(['رياض'], 'COURSE')).toEqual(['kids', 'advanced', 'guide', 'basics']);
    // التغذية الرياضية … starts both the most popular title and the least popular one.
    expect(await order(['تغذيه', 'رياضيه'], 'COURSE')).toEqual(['advanced', 'arabicStart', 'guide', 'basics']);
  });

  it('keeps popularity as the order among titles that all start with the query, per type, published only', async () => {
    expect(await order(['recovery'], 'BLOG')).toEqual(['recoveryBlog', 'popularBlog']);
    expect(await order(['live', 'recovery'], 'WORKSHOP')).toEqual(['workshop']);
    expect(await order(['sports', 'nutrition', 'draft'], 'COURSE')).toEqual([]);
  });

  it('leaves two-letter queries (prefix mode) in popularity order', async () => {
    expect(await order(['sp'], 'COURSE', { mode: 'prefix' })).toEqual(['advanced', 'guide', 'basics']);
  });

  it('leaves the limit per type in place', async () => {
    expect(await order(['sports', 'nutrition'], 'COURSE', { limit: 1 })).toEqual(['basics']);
  });
});

describe('searchCatalogue: a search past its time', () => {
  it('finds a program by its summary (the body tier) when it has time', async () => {
    expect(await order(['electrolytes'], 'COURSE')).toEqual(['hydration']);
  });

  it('is answered from titles alone instead of holding the connection (PostgreSQL; PGlite has no statement timeout)', async () => {
    // 1 ms: planning alone takes longer, so the server cancels the whole search and it is asked
    // again without its body tier; the title still finds the program, the summary no longer does.
    const told: string[] = [];
    const onTitlesOnly = () => told.push('titles only');
    expect(await order(['hydration'], 'COURSE', { timeoutMs: 1, onTitlesOnly })).toEqual(['hydration']);
    expect(await order(['electrolytes'], 'COURSE', { timeoutMs: 1, onTitlesOnly })).toEqual(
      testEngine === 'postgres' ? [] : ['hydration'],
    );
    // The caller is told each time, so it can log how often searches lose their body tier.
    expect(told).toHaveLength(testEngine === 'postgres' ? 2 : 0);
    await order(['electrolytes'], 'COURSE', { onTitlesOnly });
    expect(told).toHaveLength(testEngine === 'postgres' ? 2 : 0);
  });
});

describe('titleKeyRange', () => {
  it('is the range of keys that start with the words, the last one as a prefix', () => {
    expect(titleKeyRange(['sports', 'nutr'])).toEqual({ from: 'sports nutr', to: 'sports nuts' });
    expect(titleKeyRange(['تغذ'])).toEqual({ from: 'تغذ', to: 'تغر' });
  });
});
