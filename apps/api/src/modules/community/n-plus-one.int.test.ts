import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertProgram } from '../catalog/testing/fixtures';
import { COMMENTS, insertComments, LIKE_COMMENT, member, type Member } from './testing/community-world';

let server: TestServer;
let reader: Member;
let small: string;
let big: string;
beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  reader = await member(server);
  small = (await insertProgram(db, { enTitle: 'Five Comments', arTitle: 'خمسة تعليقات' })).id;
  big = (await insertProgram(db, { enTitle: 'Fifty Comments', arTitle: 'خمسون تعليقا' })).id;
  await insertComments(db, small, reader.user.id, 5, 2);
  await insertComments(db, big, reader.user.id, 50, 2);
});
afterAll(() => server.close());

async function statementsFor(courseId: string, token?: string) {
  const before = server.database.statementCount();
  const res = (await server.gql(COMMENTS, { token, variables: { courseId, paginate: { limit: 50 } } })).body.data!
    .comments;
  const used = server.database.statementCount() - before;
  expect(res.success).toBe(true);
  return { used, items: res.data.items };
}

describe('comments statement count', () => {
  it('is the same for 5 and 50 comments with replies, signed in or not', async () => {
    const first = (await statementsFor(small, reader.token)).items[0];
    await reader.act(LIKE_COMMENT, { commentId: first.replies[0].id });
    const five = await statementsFor(small, reader.token);
    const fifty = await statementsFor(big, reader.token);
    expect(five.items).toHaveLength(5);
    expect(fifty.items).toHaveLength(50);
    expect(fifty.items.every((c: any) => c.replies.length === 2)).toBe(true);
    expect(five.items[0].replies[0].isLiked).toBe(true);
    expect(fifty.used).toBe(five.used);
    const visitorFive = await statementsFor(small);
    const visitorFifty = await statementsFor(big);
    expect(visitorFifty.used).toBe(visitorFive.used);
  });
});
