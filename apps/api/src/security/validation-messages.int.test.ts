import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../testing/auth-flows';
import { createTestServer, type TestServer } from '../testing/test-server';
import { seedSecurityWorld } from './testing/security-world';

/**
 * Validation messages name what was limited: lists are counted in items (with Arabic plural
 * forms), never in characters as if they were text.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof seedSecurityWorld>>;
let token: string;

const E = 'code success fieldErrors { field message }';
const TOGGLE_LIKE = `mutation T($ids: [ID!]) { toggleBlogLike(blogIds: $ids) { ${E} } }`;
const SUBMIT_QUIZ = `mutation S($input: SubmitQuizInput) { submitQuiz(input: $input) { ${E} } }`;
const MAKE_PUBLIC = `mutation P($keys: [String!]) { makeFilesPublicAfterUpload(input: $keys) { ${E} } }`;
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const key = (i: number) => `files/profile-picture/${i.toString(16).padStart(32, '0')}`;

async function fieldErrors(query: string, variables: Record<string, unknown>, locale: 'ar' | 'en') {
  const res = await server.gql(query, { token, variables, locale, ip: freshIp() });
  const envelope = Object.values(res.body.data ?? {})[0] as { code: string; fieldErrors: unknown[] };
  expect(envelope.code, JSON.stringify(res.body)).toBe('VALIDATION_FAILED');
  return envelope.fieldErrors;
}

beforeAll(async () => {
  server = await createTestServer();
  world = await seedSecurityWorld(server);
  token = await world.alice.session();
});
afterAll(() => server.close());

describe('list size limits', () => {
  it('an empty list of blogs to like asks for at least one item', async () => {
    expect(await fieldErrors(TOGGLE_LIKE, { ids: [] }, 'en')).toEqual([
      { field: 'blogIds', message: 'The list is too short (at least 1 item).' },
    ]);
    expect(await fieldErrors(TOGGLE_LIKE, { ids: [] }, 'ar')).toEqual([
      { field: 'blogIds', message: 'القائمة أقصر من المطلوب (الحد الأدنى عنصر واحد).' },
    ]);
  });

  it('101 quiz answers are too many items', async () => {
    const answers = Array.from({ length: 101 }, (_, i) => ({ questionId: uuid(i), answerIds: [uuid(1000 + i)] }));
    const input = { lessonId: world.lessons.Check, answers };
    expect(await fieldErrors(SUBMIT_QUIZ, { input }, 'en')).toEqual([
      { field: 'answers', message: 'The list is too long (at most 100 items).' },
    ]);
    expect(await fieldErrors(SUBMIT_QUIZ, { input }, 'ar')).toEqual([
      { field: 'answers', message: 'القائمة أطول من المسموح (الحد الأقصى ١٠٠ عنصر).' },
    ]);
  });

  it('files to publish: none, or a thousand, are outside 1 to 20 items', async () => {
    expect(await fieldErrors(MAKE_PUBLIC, { keys: [] }, 'en')).toEqual([
      { field: 'keys', message: 'The list is too short (at least 1 item).' },
    ]);
    const thousand = Array.from({ length: 1000 }, (_, i) => key(i));
    expect(await fieldErrors(MAKE_PUBLIC, { keys: thousand }, 'en')).toEqual([
      { field: 'keys', message: 'The list is too long (at most 20 items).' },
    ]);
    expect(await fieldErrors(MAKE_PUBLIC, { keys: thousand }, 'ar')).toEqual([
      { field: 'keys', message: 'القائمة أطول من المسموح (الحد الأقصى ٢٠ عنصرًا).' },
    ]);
  });
});
