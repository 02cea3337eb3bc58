import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertBlog } from '../catalog/testing/fixtures';
import { callAs, studioPeople, type StudioPeople, type StudioPerson } from '../catalog/testing/studio-people';

const ENVELOPE = 'code message success fieldErrors { field message }';
const CATEGORY = 'id slug arName enName isActive sortOrder blogsCount canBeDeleted version';
const LIST = `query { studioBlogCategories { ${ENVELOPE} data { items { ${CATEGORY} } } } }`;
const CREATE = `mutation createBlogCategory($input: BlogCategoryInput) { createBlogCategory(input: $input) { ${ENVELOPE} data { ${CATEGORY} } } }`;
const UPDATE = `mutation updateBlogCategory($input: UpdateBlogCategoryInput) { updateBlogCategory(input: $input) { ${ENVELOPE} data { ${CATEGORY} } } }`;
const DELETE = `mutation deleteBlogCategory($input: DeleteBlogCategoryInput) { deleteBlogCategory(input: $input) { ${ENVELOPE} data { id } } }`;
const BOARD = `query { activeBlogCategoriesListBoard { success data { items { slug name } } } }`;

let server: TestServer;
let people: StudioPeople;
const published: string[][] = [];

beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'blog-categories.example');
  server.deps.contentEvents = { publish: async (tags) => void published.push([...tags]) };
});
afterAll(() => server.close());

const as = (who: StudioPerson, query: string, variables: Record<string, unknown> = {}, locale: 'ar' | 'en' = 'en') =>
  callAs(server, who, query, variables, locale);

async function created(input: Record<string, unknown>) {
  const res = await as(people.admin, CREATE, { input: { arName: 'التغذية', enName: 'Eating Well', ...input } });
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.data;
}

const auditOf = (id: string) =>
  server.database.db.select().from(schema.auditEntries).where(eq(schema.auditEntries.entityId, id));

describe('blog categories in the studio', () => {
  it('creates one with a slug from the English name, in display order on the public board; audited', async () => {
    const later = await created({ enName: 'Later Topics', sortOrder: 9 });
    const first = await created({ enName: 'First Topics', arName: 'مواضيع أولى', sortOrder: 1 });
    expect(first).toMatchObject({ slug: 'first-topics', sortOrder: 1, blogsCount: 0, version: 1 });
    expect(await auditOf(first.id)).toMatchObject([{ action: 'blogCategory.create' }]);
    expect(published.at(-1)).toContain(`blog-category:${first.id}`);
    const board = await as(people.visitor, BOARD, {}, 'ar');
    const slugs = board.data.items.map((c: { slug: string }) => c.slug);
    expect(slugs.indexOf('first-topics')).toBeLessThan(slugs.indexOf(later.slug));
    expect(board.data.items.find((c: { slug: string }) => c.slug === 'first-topics').name).toBe('مواضيع أولى');
  });

  it('answers per-field errors in both languages, a slug clash at its field, and a stale save as a conflict', async () => {
    const category = await created({ enName: 'Recovery Notes' });
    const clash = await as(people.admin, CREATE, { input: { arName: 'أ', enName: 'B', slug: 'recovery-notes' } }, 'ar');
    expect(clash.fieldErrors).toEqual([{ field: 'slug', message: 'يستخدم تصنيف آخر للمدونة هذا الرابط.' }]);
    const bad = await as(people.admin, CREATE, { input: { arName: '', enName: 'x', slug: 'No!', sortOrder: -1 } });
    expect(bad.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual(['arName', 'slug', 'sortOrder']);
    expect(bad.fieldErrors.find((f: { field: string }) => f.field === 'arName').message).toBe(
      'This field is required.',
    );

    const input = { blogCategoryId: category.id, arName: 'ملاحظات', enName: 'Notes', isActive: false };
    const saved = await as(people.admin, UPDATE, { input: { ...input, version: 1 } });
    expect(saved.data).toMatchObject({ enName: 'Notes', slug: 'notes', isActive: false, version: 2 });
    const [, update] = await auditOf(category.id);
    expect(update).toMatchObject({
      action: 'blogCategory.update',
      before: { isActive: true },
      after: { isActive: false },
    });
    const stale = await as(people.admin, UPDATE, { input: { ...input, version: 1, enName: 'Lost' } });
    expect(stale).toMatchObject({ success: false, code: 'VERSION_CONFLICT' });
  });

  it('refuses to delete one a post is filed under, with a translated reason; deletes an empty one', async () => {
    const used = await created({ enName: 'Used Topic' });
    const empty = await created({ enName: 'Empty Topic' });
    await insertBlog(server.database.db, { enTitle: 'Filed', arTitle: 'مصنفة', categoryId: used.id, status: 'DRAFT' });
    const list = await as(people.lecturer, LIST);
    expect(list.data.items.find((c: { id: string }) => c.id === used.id).blogsCount).toBe(1);
    const refused = await as(people.admin, DELETE, { input: { blogCategoryId: used.id, version: 1 } }, 'ar');
    expect(refused).toMatchObject({ success: false, code: 'BLOG_CATEGORY_IN_USE' });
    expect(refused.message).toContain('ما زالت تدوينات');
    expect((await as(people.admin, DELETE, { input: { blogCategoryId: empty.id, version: 2 } })).code).toBe(
      'VERSION_CONFLICT',
    );
    expect((await as(people.admin, DELETE, { input: { blogCategoryId: empty.id, version: 1 } })).success).toBe(true);
    expect((await auditOf(empty.id)).map((a) => a.action)).toEqual(['blogCategory.create', 'blogCategory.delete']);
  });
});
