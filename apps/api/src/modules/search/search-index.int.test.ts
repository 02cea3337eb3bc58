import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertBlog, insertBlogCategory, insertProgram } from '../catalog/testing/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const SEARCH = `query S($filter: AllSearchFilterInput) { allSearch(filter: $filter) {
  data { courses { slug } workshops { slug } diplomas { slug } blogs { slug } } } }`;
async function found(searchKey: string): Promise<string[]> {
  const { data } = (await server.gql(SEARCH, { variables: { filter: { searchKey } } })).body.data!.allSearch;
  return [...data.courses, ...data.workshops, ...data.diplomas, ...data.blogs].map((h: { slug: string }) => h.slug);
}

/** The search index follows every write to programs and blogs (triggers, migration 0003). */
describe('search index upkeep', () => {
  it('follows publishing, unpublishing, renaming, retyping and deleting programs', async () => {
    const db = server.database.db;
    const draft = await insertProgram(db, {
      enTitle: 'Kettlebell Flow',
      arTitle: 'تدفق الكيتلبل',
      publicationStatus: 'DRAFT',
    });
    expect(await found('kettlebell')).toEqual([]);
    await db
      .update(schema.learningPrograms)
      .set({ publicationStatus: 'PUBLISHED' })
      .where(eq(schema.learningPrograms.id, draft.id));
    expect(await found('kettlebell')).toEqual(['kettlebell-flow']);
    await db
      .update(schema.learningPrograms)
      .set({ enTitle: 'Barbell Flow' })
      .where(eq(schema.learningPrograms.id, draft.id));
    expect(await found('kettlebell')).toEqual([]);
    expect(await found('barbell')).toEqual(['kettlebell-flow']);
    await db.update(schema.learningPrograms).set({ type: 'WORKSHOP' }).where(eq(schema.learningPrograms.id, draft.id));
    const res = (await server.gql(SEARCH, { variables: { filter: { searchKey: 'barbell' } } })).body.data!.allSearch
      .data;
    expect(res.workshops).toEqual([{ slug: 'kettlebell-flow' }]);
    await db
      .update(schema.learningPrograms)
      .set({ publicationStatus: 'UNPUBLISHED' })
      .where(eq(schema.learningPrograms.id, draft.id));
    expect(await found('barbell')).toEqual([]);
    await db.delete(schema.learningPrograms).where(eq(schema.learningPrograms.id, draft.id));
    expect(await found('barbell')).toEqual([]);
  });

  it('orders equal matches by enrolments and views as they change', async () => {
    const db = server.database.db;
    const a = await insertProgram(db, { enTitle: 'Pilates Core', arTitle: 'بيلاتس للجذع', enrolledUsersCount: 5 });
    await insertProgram(db, { enTitle: 'Pilates Reformer', arTitle: 'بيلاتس ريفورمر', enrolledUsersCount: 10 });
    expect(await found('pilates')).toEqual(['pilates-reformer', 'pilates-core']);
    await db
      .update(schema.learningPrograms)
      .set({ enrolledUsersCount: 50 })
      .where(eq(schema.learningPrograms.id, a.id));
    expect(await found('بيلاتس')).toEqual(['pilates-core', 'pilates-reformer']);

    const category = await insertBlogCategory(db, { enName: 'Core', arName: 'الجذع' });
    await insertBlog(db, {
      enTitle: 'Plank Basics',
      arTitle: 'أساسيات البلانك',
      categoryId: category.id,
      viewsCount: 3,
    });
    const b = await insertBlog(db, {
      enTitle: 'Plank Variations',
      arTitle: 'تنويعات البلانك',
      categoryId: category.id,
      viewsCount: 1,
    });
    expect(await found('plank')).toEqual(['plank-basics', 'plank-variations']);
    for (let i = 0; i < 3; i++) await server.gql(`query { blog(blogId: "${b.id}") { code } }`);
    expect(await found('plank')).toEqual(['plank-variations', 'plank-basics']);
    await db.update(schema.blogs).set({ status: 'ARCHIVED' }).where(eq(schema.blogs.id, b.id));
    expect(await found('plank')).toEqual(['plank-basics']);
  });
});
