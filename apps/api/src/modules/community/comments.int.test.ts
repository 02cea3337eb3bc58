import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  COMMENTS,
  communityCounts,
  CREATE_COMMENT,
  DELETE_COMMENT,
  LIKE_COMMENT,
  member,
  seedCommunity,
} from './testing/community-world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedCommunity>>;
beforeAll(async () => {
  server = await createTestServer();
  world = await seedCommunity(server);
});
afterAll(() => server.close());

const comment = (who = world.owner, content = 'Great course', parentId?: string) =>
  who.act(CREATE_COMMENT, { input: { courseId: world.course.id, content, parentId } });
const thread = async (who = world.stranger) => (await who.act(COMMENTS, { courseId: world.course.id })).data as any;
const counts = () => communityCounts(server.database.db);

describe('createComment', () => {
  it('needs a signed-in user and writes nothing for visitors', async () => {
    const before = await counts();
    const res = (
      await server.gql(CREATE_COMMENT, { variables: { input: { courseId: world.course.id, content: 'hi' } } })
    ).body.data!.createComment;
    expect(res.code).toBe('UNAUTHENTICATED');
    expect(await counts()).toEqual(before);
  });

  it('stores sanitised plain text and answers the comment with its author', async () => {
    const res = await comment(world.owner, '  <b>Great</b> course\u202E  ');
    expect(res.success).toBe(true);
    expect(res.data).toMatchObject({
      courseId: world.course.id,
      parentId: null,
      content: 'Great course',
      numberOfReplies: 0,
      numberOfLikes: 0,
      isLiked: false,
      isMine: true,
      user: { id: world.owner.user.id, fullName: 'Mona Adel' },
    });
  });

  it('validates each field with a translated message', async () => {
    const before = await counts();
    const empty = await world.owner.act(CREATE_COMMENT, {
      input: { courseId: world.course.id, content: '  <i></i> ' },
    });
    expect(empty.code).toBe('VALIDATION_FAILED');
    expect(empty.fieldErrors).toEqual([{ field: 'content', message: 'This field is required.' }]);
    const long = await world.owner.act(
      CREATE_COMMENT,
      { input: { courseId: world.course.id, content: 'x'.repeat(2001) } },
      'ar',
    );
    expect(long.fieldErrors).toEqual([{ field: 'content', message: 'النص أطول من المسموح (الحد الأقصى ٢٬٠٠٠ حرف).' }]);
    const badId = await world.owner.act(CREATE_COMMENT, { input: { courseId: 'nope', content: 'hello' } });
    expect(badId.fieldErrors.map((f: any) => f.field)).toEqual(['courseId']);
    const missing = await world.owner.act(CREATE_COMMENT, {});
    expect(missing.fieldErrors.map((f: any) => f.field).sort()).toEqual(['content', 'courseId']);
    expect(await counts()).toEqual(before);
  });

  it('refuses drafts and unknown programs with NOT_FOUND', async () => {
    expect(
      (await world.owner.act(CREATE_COMMENT, { input: { courseId: world.draft.id, content: 'hello' } })).code,
    ).toBe('NOT_FOUND');
    expect(
      (await world.owner.act(CREATE_COMMENT, { input: { courseId: crypto.randomUUID(), content: 'hello' } })).code,
    ).toBe('NOT_FOUND');
  });

  it('threads replies one level deep and counts them', async () => {
    const top = (await comment(world.owner, 'Question about lesson 2')).data as any;
    const reply = await comment(world.other, 'Answer', top.id);
    expect(reply.data).toMatchObject({ parentId: top.id, isMine: true });
    // Answering a reply joins the same thread.
    const nested = await comment(world.owner, 'Thanks', reply.data.id);
    expect(nested.data.parentId).toBe(top.id);
    const listed = (await thread()).items.find((c: any) => c.id === top.id);
    expect(listed.numberOfReplies).toBe(2);
    expect(listed.replies.map((r: any) => r.content)).toEqual(['Answer', 'Thanks']);
    expect(listed.replies.every((r: any) => r.replies.length === 0)).toBe(true);
  });

  it('refuses a parent from another program or that does not exist', async () => {
    const before = await counts();
    const elsewhere = await comment(world.owner, 'reply', crypto.randomUUID());
    expect(elsewhere.code).toBe('NOT_FOUND');
    expect(await counts()).toEqual(before);
  });
});

describe('comments', () => {
  it('lists newest first with page info, for visitors too', async () => {
    const res = (
      await server.gql(COMMENTS, { variables: { courseId: world.course.id, paginate: { limit: 1 } }, locale: 'ar' })
    ).body.data!.comments;
    expect(res.success).toBe(true);
    expect(res.data.items).toHaveLength(1);
    expect(res.data.items[0].isLiked).toBe(false);
    expect(res.data.items[0].isMine).toBe(false);
    expect(res.data.pageInfo).toMatchObject({ page: 1, limit: 1, hasNext: true });
    const second = (
      await server.gql(COMMENTS, { variables: { courseId: world.course.id, paginate: { page: 2, limit: 1 } } })
    ).body.data!.comments;
    expect(Date.parse(res.data.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(second.data.items[0].createdAt));
  });

  it('answers NOT_FOUND for a draft program and VALIDATION_FAILED for a bad id', async () => {
    expect((await world.owner.act(COMMENTS, { courseId: world.draft.id })).code).toBe('NOT_FOUND');
    expect((await world.owner.act(COMMENTS, { courseId: 'x' })).code).toBe('VALIDATION_FAILED');
  });
});

describe('toggleLikeComment', () => {
  it('likes and unlikes, one like per user, and isLiked follows the viewer', async () => {
    const target = (await comment(world.owner, 'Like me')).data as any;
    const liked = await world.other.act(LIKE_COMMENT, { commentId: target.id });
    expect(liked.data).toEqual({ commentId: target.id, liked: true, numberOfLikes: 1 });
    expect((await world.stranger.act(LIKE_COMMENT, { commentId: target.id })).data.numberOfLikes).toBe(2);
    const mine = (await thread(world.other)).items.find((c: any) => c.id === target.id);
    expect(mine).toMatchObject({ isLiked: true, numberOfLikes: 2 });
    expect((await thread(world.owner)).items.find((c: any) => c.id === target.id).isLiked).toBe(false);
    const unliked = await world.other.act(LIKE_COMMENT, { commentId: target.id });
    expect(unliked.data).toEqual({ commentId: target.id, liked: false, numberOfLikes: 1 });
  });

  it('answers NOT_FOUND for an unknown comment and UNAUTHENTICATED for visitors', async () => {
    const before = await counts();
    expect((await world.other.act(LIKE_COMMENT, { commentId: crypto.randomUUID() })).code).toBe('NOT_FOUND');
    const visitor = (await server.gql(LIKE_COMMENT, { variables: { commentId: crypto.randomUUID() } })).body.data!
      .toggleLikeComment;
    expect(visitor.code).toBe('UNAUTHENTICATED');
    expect(await counts()).toEqual(before);
  });
});

describe('deleteComment', () => {
  it("refuses someone else's comment with FORBIDDEN and deletes nothing", async () => {
    const target = (await comment(world.owner, 'Mine only')).data as any;
    const before = await counts();
    const res = await world.other.act(DELETE_COMMENT, { commentId: target.id }, 'ar');
    expect(res).toMatchObject({ code: 'FORBIDDEN', success: false, message: 'ليس لديك صلاحية لهذا الإجراء.' });
    expect(await counts()).toEqual(before);
  });

  it('deletes an own comment with its replies and likes', async () => {
    const top = (await comment(world.owner, 'Going away')).data as any;
    const reply = (await comment(world.other, 'Reply going too', top.id)).data as any;
    await world.stranger.act(LIKE_COMMENT, { commentId: reply.id });
    const before = await counts();
    const res = await world.owner.act(DELETE_COMMENT, { commentId: top.id });
    expect(res).toMatchObject({ success: true, data: true });
    expect(await counts()).toMatchObject({ comments: before.comments - 2, likes: before.likes - 1 });
    expect((await world.owner.act(DELETE_COMMENT, { commentId: top.id })).code).toBe('NOT_FOUND');
  });

  it("deleting an own reply lowers the parent's reply count", async () => {
    const top = (await comment(world.owner, 'Parent stays')).data as any;
    const reply = (await comment(world.other, 'Reply leaves', top.id)).data as any;
    expect((await world.other.act(DELETE_COMMENT, { commentId: reply.id })).success).toBe(true);
    const listed = (await thread()).items.find((c: any) => c.id === top.id);
    expect(listed).toMatchObject({ numberOfReplies: 0, replies: [] });
  });
});

describe('rate limits', () => {
  it('stops a user after 20 comments in ten minutes, whatever their address', async () => {
    const spammer = await member(server);
    for (let i = 0; i < 20; i++) expect((await comment(spammer, `spam ${i}`)).success).toBe(true);
    const before = await counts();
    const blocked = await comment(spammer, 'one more');
    expect(blocked.code).toBe('RATE_LIMITED');
    expect(await counts()).toEqual(before);
  });
});
