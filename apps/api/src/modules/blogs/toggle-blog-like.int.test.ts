import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ENVELOPE } from '../catalog/testing/documents';
import { seedBlogs } from './testing/blog-world';

let server: TestServer;
let world: Awaited<ReturnType<typeof seedBlogs>>;
let alice: string;
let bob: string;
beforeAll(async () => {
  server = await createTestServer();
  world = await seedBlogs(server.database.db);
  alice = (await signedInUser(server, { email: 'alice@example.com' })).token;
  bob = (await signedInUser(server, { email: 'bob@example.com' })).token;
});
afterAll(() => server.close());

const TOGGLE = `mutation T($blogIds: [ID!], $increment: Boolean) { toggleBlogLike(blogIds: $blogIds, increment: $increment) {
  ${ENVELOPE} data { items { blogId liked likesCount } } } }`;
const BLOG = `query B($blogId: String) { blog(blogId: $blogId) { data { liked likesCount } } }`;

const toggle = async (variables: Record<string, unknown>, token?: string, locale?: 'ar' | 'en') =>
  (await server.gql(TOGGLE, { variables, token, locale })).body.data!.toggleBlogLike;
const blog = async (blogId: string, token?: string) =>
  (await server.gql(BLOG, { variables: { blogId }, token })).body.data!.blog.data;

describe('toggleBlogLike', () => {
  it('needs a signed-in user', async () => {
    const res = await toggle({ blogIds: [world.hydration.id], increment: true }, undefined, 'en');
    expect(res).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Please log in first.',
      success: false,
      fieldErrors: [],
      data: null,
    });
    expect((await blog(world.hydration.id)).likesCount).toBe(2);
  });

  it('likes once per user however often it is repeated, and keeps the counter', async () => {
    const first = await toggle({ blogIds: [world.hydration.id], increment: true }, alice);
    expect(first).toMatchObject({
      code: 'OK',
      success: true,
      data: { items: [{ blogId: world.hydration.id, liked: true, likesCount: 3 }] },
    });
    const again = await toggle({ blogIds: [world.hydration.id], increment: true }, alice);
    expect(again.data.items).toEqual([{ blogId: world.hydration.id, liked: true, likesCount: 3 }]);
    await Promise.all([1, 2, 3].map(() => toggle({ blogIds: [world.hydration.id], increment: true }, bob)));
    expect(await blog(world.hydration.id, bob)).toEqual({ liked: true, likesCount: 4 });
    expect(await blog(world.hydration.id)).toEqual({ liked: false, likesCount: 4 });
  });

  it('unlikes idempotently and flips when increment is absent, for several blogs at once', async () => {
    const ids = [world.protein.id, world.squats.id];
    expect((await toggle({ blogIds: ids }, alice)).data.items).toEqual([
      { blogId: world.protein.id, liked: true, likesCount: 2 },
      { blogId: world.squats.id, liked: true, likesCount: 1 },
    ]);
    expect((await toggle({ blogIds: [world.protein.id] }, alice)).data.items).toEqual([
      { blogId: world.protein.id, liked: false, likesCount: 1 },
    ]);
    expect((await toggle({ blogIds: ids, increment: false }, alice)).data.items).toEqual([
      { blogId: world.protein.id, liked: false, likesCount: 1 },
      { blogId: world.squats.id, liked: false, likesCount: 0 },
    ]);
    expect((await toggle({ blogIds: ids, increment: false }, alice)).data.items[1]).toEqual({
      blogId: world.squats.id,
      liked: false,
      likesCount: 0,
    });
  });

  it('fails whole with NOT_FOUND when any blog is unknown or unpublished', async () => {
    const res = await toggle({ blogIds: [world.rest.id, world.draft.id], increment: true }, alice);
    expect(res.code).toBe('NOT_FOUND');
    expect(await blog(world.rest.id, alice)).toEqual({ liked: false, likesCount: 7 });
    expect((await toggle({ blogIds: ['44444444-4444-4444-8444-444444444444'] }, alice)).code).toBe('NOT_FOUND');
  });

  it('validates the ids', async () => {
    expect((await toggle({ blogIds: [] }, alice)).code).toBe('VALIDATION_FAILED');
    expect((await toggle({ blogIds: ['hydration-guide'] }, alice)).code).toBe('VALIDATION_FAILED');
    expect((await toggle({}, alice)).code).toBe('VALIDATION_FAILED');
  });
});
