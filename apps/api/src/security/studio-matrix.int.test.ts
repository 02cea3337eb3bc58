import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signedInUser } from '../testing/auth-flows';
import { createTestServer, type TestServer } from '../testing/test-server';
import { tableCounter } from './testing/database-facts';
import { assertWellFormed } from './testing/well-formed';

/**
 * The studio's permission matrix (docs/security.md, decision 0028): every studio operation, called
 * on a lecturer's draft by a visitor, a learner, a lecturer whose profile is pending, another
 * lecturer, the owning lecturer and an administrator. Refusals leak nothing of the program and
 * write nothing; the owner and the administrator get what their role allows.
 */
const E = 'code success message fieldErrors { field message }';
const P = 'id version publicationStatus enTitle';
const operations = {
  studioPrograms: `query studioPrograms { studioPrograms { ${E} data { items { id enTitle } } } }`,
  studioProgram: `query studioProgram($id: ID) { studioProgram(programId: $id) { ${E} data { program { ${P} } } } }`,
  auditEntries: `query auditEntries($id: ID) { auditEntries(entityType: "program", entityId: $id) { ${E} data { items { action } } } }`,
  createProgram: `mutation createProgram { createProgram(input: { type: COURSE, arTitle: "دورة", enTitle: "Matrix Course" }) { ${E} data { ${P} } } }`,
  updateProgram: `mutation updateProgram($id: ID, $v: Int) { updateProgram(input: { programId: $id, version: $v, changes: { enTitle: "Renamed" } }) { ${E} data { ${P} } } }`,
  submitProgramForReview: `mutation submitProgramForReview($id: ID, $v: Int) { submitProgramForReview(input: { programId: $id, version: $v }) { ${E} data { ${P} } } }`,
  returnProgramToDraft: `mutation returnProgramToDraft($id: ID, $v: Int) { returnProgramToDraft(input: { programId: $id, version: $v, comment: "Fix" }) { ${E} data { ${P} } } }`,
  publishProgram: `mutation publishProgram($id: ID, $v: Int) { publishProgram(input: { programId: $id, version: $v }) { ${E} data { ${P} } } }`,
  unpublishProgram: `mutation unpublishProgram($id: ID, $v: Int) { unpublishProgram(input: { programId: $id, version: $v }) { ${E} data { ${P} } } }`,
  archiveProgram: `mutation archiveProgram($id: ID, $v: Int) { archiveProgram(input: { programId: $id, version: $v }) { ${E} data { ${P} } } }`,
} as const;
type Op = keyof typeof operations;
type Role = 'visitor' | 'learner' | 'pendingLecturer' | 'otherLecturer' | 'owner' | 'admin';

/**
 * What each role gets from each operation on the owner's DRAFT (a success, or the refusal code).
 * The draft is incomplete, so publishing and submitting fail on the checklist for those allowed
 * to try; returning to draft and unpublishing fail on the status for the administrator.
 */
const expected: Record<Op, Record<Role, string>> = {
  studioPrograms: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'OK',
    owner: 'OK',
    admin: 'OK',
  },
  studioProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'OK',
    admin: 'OK',
  },
  auditEntries: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'OK',
    admin: 'OK',
  },
  createProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'PROGRAM_CREATED',
    owner: 'PROGRAM_CREATED',
    admin: 'PROGRAM_CREATED',
  },
  updateProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'PROGRAM_SAVED',
    admin: 'PROGRAM_SAVED',
  },
  submitProgramForReview: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'NOT_FOUND',
    owner: 'PROGRAM_INCOMPLETE',
    admin: 'PROGRAM_INCOMPLETE',
  },
  returnProgramToDraft: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    admin: 'PROGRAM_STATUS_INVALID',
  },
  publishProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    admin: 'PROGRAM_INCOMPLETE',
  },
  unpublishProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    admin: 'PROGRAM_STATUS_INVALID',
  },
  archiveProgram: {
    visitor: 'UNAUTHENTICATED',
    learner: 'FORBIDDEN',
    pendingLecturer: 'FORBIDDEN',
    otherLecturer: 'FORBIDDEN',
    owner: 'FORBIDDEN',
    admin: 'PROGRAM_ARCHIVED',
  },
};
const writes = new Set<Op>([
  'createProgram',
  'updateProgram',
  'submitProgramForReview',
  'returnProgramToDraft',
  'publishProgram',
  'unpublishProgram',
  'archiveProgram',
]);

let server: TestServer;
const tokens: Partial<Record<Role, string>> = {};

async function call(role: Role, op: Op, variables: Record<string, unknown>) {
  const res = await server.gql(operations[op], { token: tokens[role], variables, ip: freshIp(), locale: 'en' });
  return { envelope: assertWellFormed(op, res)!, raw: JSON.stringify(res.body) };
}

beforeAll(async () => {
  server = await createTestServer();
  const db = server.database.db;
  for (const [role, lecturer] of [
    ['learner', null],
    ['pendingLecturer', 'PENDING'],
    ['otherLecturer', 'APPROVED'],
    ['owner', 'APPROVED'],
    ['admin', null],
  ] as const) {
    const { token, user } = await signedInUser(server, { email: `${role}@matrix.test` });
    tokens[role] = token;
    if (lecturer) await db.insert(schema.lecturers).values({ userId: user.id, status: lecturer });
    if (role === 'admin') await db.update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, user.id));
  }
});
afterAll(() => server.close());

describe('the studio permission matrix', () => {
  for (const op of Object.keys(operations) as Op[]) {
    it(`${op}: each role gets what its role allows, and refusals leak and write nothing`, async () => {
      const created = await call('owner', 'createProgram', {});
      const draft = created.envelope.data;
      const counts = await tableCounter(server.database.db);
      for (const role of ['visitor', 'learner', 'pendingLecturer', 'otherLecturer'] as const) {
        const before = await counts();
        const { envelope, raw } = await call(role, op, { id: draft.id, v: draft.version });
        const want = expected[op][role];
        if (want === 'OK' || want === 'PROGRAM_CREATED') {
          expect(envelope.success, raw).toBe(true);
          if (op === 'studioPrograms') expect(raw).not.toContain(draft.id);
          continue;
        }
        expect(envelope.code, `${role} ${raw}`).toBe(want);
        expect(envelope.data, raw).toBeNull();
        expect(raw).not.toContain('Matrix Course');
        expect(await counts(), `${role} wrote nothing`).toEqual(before);
      }
      for (const role of ['owner', 'admin'] as const) {
        const current = (await call('admin', 'studioProgram', { id: draft.id })).envelope.data.program;
        const { envelope, raw } = await call(role, op, { id: draft.id, v: current.version });
        const want = expected[op][role];
        if (want === 'OK') expect(envelope.success, raw).toBe(true);
        else expect(envelope.code, `${role} ${raw}`).toBe(want);
        if (op === 'studioPrograms' && role === 'owner') expect(raw).toContain(draft.id);
        if (writes.has(op) && !envelope.success) {
          const after = (await call('admin', 'studioProgram', { id: draft.id })).envelope.data.program;
          expect(after.version, `${role}'s refused ${op} changed nothing`).toBe(current.version);
        }
      }
    });
  }
});
