import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertBlog, insertBlogCategory, insertLecturer } from '../catalog/testing/fixtures';
import { ADD_REPORT, communityCounts, CREATE_COMMENT, seedCommunity } from './testing/community-world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedCommunity>>;
let blogId: string;
let draftBlogId: string;
let lecturerId: string;
beforeAll(async () => {
  server = await createTestServer();
  world = await seedCommunity(server);
  const db = server.database.db;
  const category = await insertBlogCategory(db, { enName: 'Reports', arName: 'بلاغات' });
  blogId = (await insertBlog(db, { enTitle: 'Reported Blog', arTitle: 'مدونة', categoryId: category.id })).id;
  draftBlogId = (
    await insertBlog(db, { enTitle: 'Draft Blog', arTitle: 'مسودة', categoryId: category.id, status: 'DRAFT' })
  ).id;
  lecturerId = (
    await insertLecturer(db, { firstName: 'Lina', lastName: 'Samir', arFirstName: 'لينا', arLastName: 'سمير' })
  ).id;
});
afterAll(() => server.close());

const report = (target: string, targetId: string, reason = 'SPAM', who = world.owner, locale: 'ar' | 'en' = 'en') =>
  who.act(ADD_REPORT, { input: { target, targetId, reason, details: 'Looks like an ad' } }, locale);
const counts = () => communityCounts(server.database.db);

describe('addReport', () => {
  it('stores a report of each kind of target for moderation', async () => {
    const comment = (
      await world.other.act(CREATE_COMMENT, { input: { courseId: world.course.id, content: 'Buy now!' } })
    ).data as any;
    for (const [target, id] of [
      ['BLOG', blogId],
      ['COURSE', world.course.id],
      ['COMMENT', comment.id],
      ['LECTURER', lecturerId],
    ] as const) {
      const res = await report(target, id);
      expect(res.success).toBe(true);
      expect(res.data).toMatchObject({ target, targetId: id, reason: 'SPAM' });
    }
  });

  it('answers ALREADY_REPORTED for a second report of the same target, writing nothing', async () => {
    const before = await counts();
    const res = await report('BLOG', blogId, 'HARASSMENT', world.owner, 'ar');
    expect(res).toMatchObject({
      code: 'ALREADY_REPORTED',
      success: false,
      message: 'لقد أبلغت عن هذا من قبل، وسيراجعه فريقنا.',
    });
    expect(await counts()).toEqual(before);
    // Another user may still report it.
    expect((await report('BLOG', blogId, 'SPAM', world.other)).success).toBe(true);
  });

  it('refuses unknown, hidden or mistyped targets with NOT_FOUND', async () => {
    const before = await counts();
    expect((await report('BLOG', draftBlogId)).code).toBe('NOT_FOUND');
    expect((await report('WORKSHOP', world.course.id)).code).toBe('NOT_FOUND');
    expect((await report('COURSE', world.draft.id)).code).toBe('NOT_FOUND');
    expect((await report('REVIEW', crypto.randomUUID())).code).toBe('NOT_FOUND');
    expect(await counts()).toEqual(before);
  });

  it('validates reason, target, id and details per field', async () => {
    const before = await counts();
    const bad = await world.owner.act(ADD_REPORT, {
      input: { target: 'BLOG', targetId: 'x', reason: 'SPAM', details: 'y'.repeat(1001) },
    });
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.fieldErrors.map((f: any) => f.field).sort()).toEqual(['details', 'targetId']);
    // An unknown enum value never reaches the resolver: GraphQL refuses the request, naming the field.
    const reason = await server.gql(ADD_REPORT, {
      token: world.owner.token,
      locale: 'en',
      variables: { input: { target: 'BLOG', targetId: blogId, reason: 'BORING' } },
    });
    expect(reason.status).toBe(400);
    expect(reason.body.errors).toEqual([
      {
        message: 'Choose one of the allowed values.',
        extensions: { code: 'VALIDATION_FAILED', field: 'input.reason' },
      },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const res = (
      await server.gql(ADD_REPORT, { variables: { input: { target: 'BLOG', targetId: blogId, reason: 'SPAM' } } })
    ).body.data!.addReport;
    expect(res.code).toBe('UNAUTHENTICATED');
  });
});
