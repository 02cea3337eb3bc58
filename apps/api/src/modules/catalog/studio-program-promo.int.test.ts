import { schema } from '@manara/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';

const ENVELOPE = 'code message success fieldErrors { field message }';
const CREATE = `mutation createProgram($input: CreateProgramInput) { createProgram(input: $input) { ${ENVELOPE} data { id version } } }`;
const UPDATE = `mutation updateProgram($input: UpdateProgramInput) { updateProgram(input: $input) {
  ${ENVELOPE} data { id version promoVideo } } }`;

let server: TestServer;
let lecturer: { token: string; userId: string };
let other: { token: string; userId: string };

async function call(token: string, query: string, variables: Record<string, unknown>) {
  const res = await server.gql(query, { token, variables, locale: 'en' });
  const [envelope] = Object.values(res.body.data ?? {});
  if (!envelope) throw new Error(JSON.stringify(res.body.errors));
  return envelope;
}

async function approvedLecturer(email: string) {
  const { token, user } = await signedInUser(server, { email });
  await server.database.db.insert(schema.lecturers).values({ userId: user.id, status: 'APPROVED' });
  return { token, userId: user.id as string };
}

/** An upload row as the files module leaves it (the upload flow itself is tested there). */
async function upload(ownerId: string, model: 'COURSE_PROMO_VIDEO' | 'COURSE_THUMBNAIL', isPublic = true) {
  const key = `files/${model.toLowerCase().replaceAll('_', '-')}/${crypto.randomUUID().replaceAll('-', '')}`;
  await server.database.db.insert(schema.files).values({ ownerId, model, key, isPublic });
  return key;
}

beforeAll(async () => {
  server = await createTestServer();
  lecturer = await approvedLecturer('promo-lecturer@example.com');
  other = await approvedLecturer('promo-other@example.com');
});
afterAll(() => server?.close());

describe("a program's promo video in the studio", () => {
  it('takes the author’s own published promo upload, then removes it with null', async () => {
    const { data: program } = await call(lecturer.token, CREATE, {
      input: { type: 'COURSE', arTitle: 'دورة بفيديو', enTitle: 'A course with a promo' },
    });
    const key = await upload(lecturer.userId, 'COURSE_PROMO_VIDEO');
    const saved = await call(lecturer.token, UPDATE, {
      input: { programId: program.id, version: program.version, changes: { promoVideo: key } },
    });
    expect(saved.success).toBe(true);
    expect(saved.data.promoVideo).toBe(key);
    const removed = await call(lecturer.token, UPDATE, {
      input: { programId: program.id, version: saved.data.version, changes: { promoVideo: null } },
    });
    expect(removed.data.promoVideo).toBeNull();
  });

  it.each([
    ['a thumbnail', async () => upload(lecturer.userId, 'COURSE_THUMBNAIL')],
    ['an upload never published', async () => upload(lecturer.userId, 'COURSE_PROMO_VIDEO', false)],
    ['another lecturer’s upload', async () => upload(other.userId, 'COURSE_PROMO_VIDEO')],
    ['a key nobody uploaded', async () => 'files/course-promo-video/0123456789abcdef0123456789abcdef'],
  ])('refuses %s with a translated error on the field, saving nothing', async (_what, keyOf) => {
    const { data: program } = await call(lecturer.token, CREATE, {
      input: { type: 'COURSE', arTitle: 'دورة', enTitle: `Promo refusal ${Math.random()}` },
    });
    const refused = await call(lecturer.token, UPDATE, {
      input: { programId: program.id, version: program.version, changes: { promoVideo: await keyOf() } },
    });
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.fieldErrors).toEqual([{ field: 'changes.promoVideo', message: expect.any(String) }]);
    expect(refused.fieldErrors[0].message).not.toBe('invalid');
  });
});
