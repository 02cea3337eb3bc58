import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ENVELOPE } from '../catalog/testing/documents';
import { insertBlog, insertBlogCategory, insertCategory, insertProgram } from '../catalog/testing/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  const category = await insertCategory(db, { enName: 'Nutrition', arName: 'التغذية' });
  const course = (
    enTitle: string,
    arTitle: string,
    extra: Parameters<typeof insertProgram>[1] extends infer T ? Partial<T> : never = {},
  ) => insertProgram(db, { enTitle, arTitle, categoryId: category.id, thumbnail: `/img/${enTitle}.jpg`, ...extra });
  await course('Sports Nutrition Basics', 'أساسيات التغذية الرياضية', { enrolledUsersCount: 10 });
  await course('Training Secrets', 'اسرار التمارين');
  await course('Muscle Building', 'بناء العضلات للمستوى الأعلى');
  await course('Daily Walking', 'المشي اليومي');
  await course('Learn Swimming', 'تعلم السباحه');
  await course('Runner Fuel', 'تَغْذِيَةُ العَدَّائِين', { type: 'WORKSHOP' });
  await course('Yoga for Beginners', 'اليـــوغا للمبتدئين');
  await course('Top 10 Exercises', 'أفضل 10 تمارين');
  await course('Thirty Day Fitness', '٣٠ يوم لياقة', { type: 'DIPLOMA' });
  await course('Café Nutrition', 'تغذية المقاهي', { slug: 'cafe-nutrition' });
  await course('Cafe Culture', 'ثقافة المقهى');
  await course('Hidden Nutrition Draft', 'مسودة التغذية', { publicationStatus: 'DRAFT' });
  for (let i = 1; i <= 6; i++) await course(`Running Plan ${i}`, `خطة الجري ${i}`, { enrolledUsersCount: i });
  const tips = await insertBlogCategory(db, { enName: 'Recovery Tips', arName: 'نصائح التعافي' });
  await insertBlog(db, {
    enTitle: 'Stretching Routine',
    arTitle: 'روتين الإطالة',
    arContent: '<p>الإطالة تساعد على التعافي بعد التمرين</p>',
    categoryId: tips.id,
    viewsCount: 999,
  });
  await insertBlog(db, {
    enTitle: 'Sleep and Recovery',
    arTitle: 'النوم والتعافي',
    categoryId: tips.id,
    viewsCount: 1,
  });
  await insertBlog(db, {
    enTitle: 'Secret Recovery Draft',
    arTitle: 'التعافي السري',
    categoryId: tips.id,
    status: 'DRAFT',
  });
});
afterAll(() => server.close());

const SEARCH = `query S($filter: AllSearchFilterInput) { allSearch(filter: $filter) { ${ENVELOPE}
  data { courses { ...hit } workshops { ...hit } diplomas { ...hit } blogs { ...hit } } } }
  fragment hit on SearchResult { id type slug thumbnail enTitle arTitle title category { id slug enName arName name } }`;

type Hit = { slug: string; title: string; type: string };
async function search(searchKey: string, extra: Record<string, unknown> = {}, locale?: 'ar' | 'en') {
  const res = await server.gql(SEARCH, { variables: { filter: { searchKey, ...extra } }, locale });
  return res.body.data!.allSearch;
}
/** Every slug found, all types together, in result order. */
async function found(searchKey: string) {
  const { data } = await search(searchKey);
  return [...data.courses, ...data.workshops, ...data.diplomas, ...data.blogs].map((h: Hit) => h.slug);
}

describe('allSearch: Arabic normalisation in both directions', () => {
  it.each([
    ['query without hamza → title with hamza', 'اساسيات', 'sports-nutrition-basics'],
    ['query with hamza → title without hamza', 'أسرار', 'training-secrets'],
    ['query with ي → title with ى', 'الاعلي', 'muscle-building'],
    ['query with ى → title with ي', 'اليومى', 'daily-walking'],
    ['query with ة → title with ه', 'السباحة', 'learn-swimming'],
    ['query with ه → title with ة', 'التغذيه', 'sports-nutrition-basics'],
    ['plain query → title with tashkeel', 'تغذية العدائين', 'runner-fuel'],
    ['query with tashkeel → plain title', 'أَسَاسِيَّات', 'sports-nutrition-basics'],
    ['plain query → title with tatweel', 'اليوغا', 'yoga-for-beginners'],
    ['query with tatweel → plain title', 'الســـباحة', 'learn-swimming'],
    ['Arabic-Indic digits → ASCII digits', '١٠ تمارين', 'top-10-exercises'],
    ['ASCII digits → Arabic-Indic digits', '30 يوم', 'thirty-day-fitness'],
    ['without the article', 'تغذية رياضية', 'sports-nutrition-basics'],
    ['English in any case', 'SPORTS nutrition', 'sports-nutrition-basics'],
    ['English without the accent → accented title', 'cafe nutrition', 'cafe-nutrition'],
    ['English with an accent → plain title', 'Café Culture', 'cafe-culture'],
    ['a one-letter English typo', 'nutrtion basics', 'sports-nutrition-basics'],
    ['a swapped-letters English typo', 'swimmign', 'learn-swimming'],
    ['a one-letter Arabic typo', 'السباحة تعلن', 'learn-swimming'],
    ['a one-letter Arabic typo without the article', 'تغزية', 'sports-nutrition-basics'],
  ])('%s', async (_label, query, slug) => {
    expect(await found(query)).toContain(slug);
  });
});

describe('allSearch results', () => {
  it('answers each type with titles in the request language and the category', async () => {
    const res = await search('تغذية', {}, 'en');
    expect(res).toMatchObject({ code: 'OK', success: true });
    // Not the first hit: تغذية المقاهي starts with the query, so it ranks first (packages/db search.int.test.ts).
    expect(res.data.courses.find((h: Hit) => h.slug === 'sports-nutrition-basics')).toEqual({
      id: expect.any(String),
      type: 'COURSE',
      slug: 'sports-nutrition-basics',
      thumbnail: '/img/Sports Nutrition Basics.jpg',
      enTitle: 'Sports Nutrition Basics',
      arTitle: 'أساسيات التغذية الرياضية',
      title: 'Sports Nutrition Basics',
      category: {
        id: expect.any(String),
        slug: 'nutrition',
        enName: 'Nutrition',
        arName: 'التغذية',
        name: 'Nutrition',
      },
    });
    expect(res.data.workshops.map((h: Hit) => [h.slug, h.type])).toEqual([['runner-fuel', 'WORKSHOP']]);
    const ar = await search('30 يوم');
    expect(ar.data.diplomas).toEqual([
      expect.objectContaining({
        type: 'DIPLOMA',
        title: '٣٠ يوم لياقة',
        category: expect.objectContaining({ name: 'التغذية' }),
      }),
    ]);
  });

  it('ranks titles above body text, then popularity', async () => {
    const { data } = await search('التعافي');
    expect(data.blogs.map((h: Hit) => h.slug)).toEqual(['sleep-and-recovery', 'stretching-routine']);
    expect(data.blogs[0]).toMatchObject({ type: 'BLOG', category: { slug: 'recovery-tips', name: 'نصائح التعافي' } });
  });

  it('answers at most 4 per type by default and up to 20 when asked', async () => {
    const { data } = await search('running plan');
    expect(data.courses.map((h: Hit) => h.slug)).toEqual([
      'running-plan-6',
      'running-plan-5',
      'running-plan-4',
      'running-plan-3',
    ]);
    expect((await search('running plan', { limit: 20 })).data.courses).toHaveLength(6);
    expect((await search('running plan', { limit: 21 })).code).toBe('VALIDATION_FAILED');
    expect((await search('running plan', { limit: 0 })).code).toBe('VALIDATION_FAILED');
  });

  it('never shows drafts', async () => {
    expect(await found('مسودة')).toEqual([]);
    expect(await found('Secret Recovery')).not.toContain('secret-recovery-draft');
  });

  it('answers empty lists for blank or one-letter text, and nothing for gibberish', async () => {
    for (const key of ['', '   ', 'ت', 'x', 'qzxwv']) {
      expect((await search(key)).data).toEqual({ courses: [], workshops: [], diplomas: [], blogs: [] });
    }
    expect((await server.gql(SEARCH, { variables: {} })).body.data!.allSearch.data.courses).toEqual([]);
  });

  it('matches word starts for two letters and treats LIKE wildcards as text', async () => {
    expect(await found('yo')).toEqual(['yoga-for-beginners']);
    expect(await found('%%%')).toEqual([]);
    expect(await found('_a_')).toEqual([]);
    expect((await search('x'.repeat(201))).code).toBe('VALIDATION_FAILED');
  });
});
