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

describe('argument values of the wrong type', () => {
  const REVIEW_LITERAL = (rating: string) =>
    `mutation { addReview(input: { learningProgramId: "${world.course.id}", rating: ${rating} }) { ${E} } }`;
  const REVIEW_VARIABLE = `mutation R($input: AddReviewInput) { addReview(input: $input) { ${E} } }`;
  const SEND_CODE = `mutation S($input: SendEmailVerificationCodeInput) { sendEmailVerificationCode(input: $input) { ${E} } }`;

  async function refused(query: string, variables: Record<string, unknown>, locale: 'ar' | 'en') {
    // Twice: the first run is interpreted, later runs of a document are compiled (graphql-jit).
    for (let run = 0; run < 2; run++) {
      const res = await server.gql(query, { token, variables, locale, ip: freshIp() });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.data).toBeNull();
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/Did you mean|cannot represent|Expected type|enum/);
      if (run === 1) return res.body.errors;
    }
  }

  it('a string, an Arabic digit and a float for an Int, as literals and as variables', async () => {
    for (const rating of ['"٥"', '4.5']) {
      expect(await refused(REVIEW_LITERAL(rating), {}, 'en')).toEqual([
        { message: 'Enter a whole number.', extensions: { code: 'VALIDATION_FAILED', field: 'input.rating' } },
      ]);
    }
    for (const rating of ['٥', 4.5]) {
      const input = { learningProgramId: world.course.id, rating };
      expect(await refused(REVIEW_VARIABLE, { input }, 'ar')).toEqual([
        { message: 'أدخل عددًا صحيحًا.', extensions: { code: 'VALIDATION_FAILED', field: 'input.rating' } },
      ]);
    }
  });

  it('an unknown enum value, without naming the allowed ones', async () => {
    const literal = `mutation { sendEmailVerificationCode(input: { email: "a@b.co", purpose: NOPE }) { ${E} } }`;
    expect(await refused(literal, {}, 'en')).toEqual([
      {
        message: 'Choose one of the allowed values.',
        extensions: { code: 'VALIDATION_FAILED', field: 'input.purpose' },
      },
    ]);
    expect(await refused(SEND_CODE, { input: { email: 'a@b.co', purpose: 'EMAIL_VERIFICATIO' } }, 'ar')).toEqual([
      { message: 'اختر إحدى القيم المسموح بها.', extensions: { code: 'VALIDATION_FAILED', field: 'input.purpose' } },
    ]);
  });

  it('a string for a Boolean, and an input field that does not exist', async () => {
    const toggle = 'mutation T($like: Boolean) { toggleBlogLike(blogIds: ["x"], increment: $like) { code } }';
    expect(await refused(toggle, { like: 'yes' }, 'en')).toEqual([
      { message: 'Enter true or false.', extensions: { code: 'VALIDATION_FAILED', field: 'increment' } },
    ]);
    expect(await refused('mutation { toggleBlogLike(blogIds: ["x"], increment: "yes") { code } }', {}, 'ar')).toEqual([
      { message: 'أدخل true أو false.', extensions: { code: 'VALIDATION_FAILED', field: 'increment' } },
    ]);
    expect(await refused(SEND_CODE, { input: { email: 'a@b.co', purpos: 'PASSWORD_RESET' } }, 'en')).toEqual([
      { message: 'This field is not accepted here.', extensions: { code: 'VALIDATION_FAILED', field: 'input.purpos' } },
    ]);
  });
});
