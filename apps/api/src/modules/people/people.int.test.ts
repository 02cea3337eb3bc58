import { schema } from '@manara/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ME, register, signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertProgram } from '../catalog/testing/fixtures';
import { callAs, studioPeople, type StudioPeople, type StudioPerson } from '../catalog/testing/studio-people';

// Users in the studio (docs/product/studio.md, decision 0056).

const E = 'code success message fieldErrors { field message }';
const ROW = 'id email phone firstName arFirstName role isBlocked emailVerified';
const LIST = `query studioUsers($search: String, $role: UserRole, $blocked: Boolean) { studioUsers(search: $search, role: $role, blocked: $blocked) { ${E} data { pageInfo { totalCount } items { ${ROW} } } } }`;
const ONE = `query studioUser($id: ID) { studioUser(userId: $id) { ${E} data { user { ${ROW} } enrollments { enTitle source } orders { reference } certificates { code } sessions { device } } } }`;
const BLOCK = `mutation blockUser($id: ID, $reason: String) { blockUser(userId: $id, reason: $reason) { ${E} data { ${ROW} } } }`;
const ROLE = `mutation changeUserRole($id: ID, $role: UserRole) { changeUserRole(userId: $id, role: $role) { ${E} data { ${ROW} } } }`;
const GRANT = `mutation grantProgram($id: ID, $programId: ID, $reason: String) { grantProgram(userId: $id, programId: $programId, reason: $reason) { ${E} data { programIds } } }`;
const RESEND = `mutation resendVerification($id: ID) { resendVerification(userId: $id) { ${E} data } }`;
const DELETE = `mutation deleteUserAccount($id: ID, $reason: String) { deleteUserAccount(userId: $id, reason: $reason) { ${E} data } }`;
const STUDIO = `query studioPrograms { studioPrograms { ${E} data { items { id } } } }`;

let server: TestServer;
let people: StudioPeople;
beforeAll(async () => {
  server = await createTestServer();
  people = await studioPeople(server, 'people.test');
});
afterAll(() => server?.close());

const admin = (query: string, variables: Record<string, unknown> = {}, locale?: 'ar' | 'en') =>
  callAs(server, people.admin, query, variables, locale);
/** A new learner with a session and an Egyptian phone number. */
async function someone(email: string, names = { firstName: 'Karim', arFirstName: 'كريم' }) {
  const { token, user } = await signedInUser(server, { email, ...names, lastName: 'Fouad', arLastName: 'فؤاد' });
  await server.database.db.update(schema.users).set({ phone: '+201012345678' }).where(eq(schema.users.id, user.id));
  return { token: token as string, id: user.id as string, label: email } satisfies StudioPerson & { id: string };
}
const auditOf = (userId: string) =>
  server.database.db
    .select({ action: schema.auditEntries.action, comment: schema.auditEntries.comment })
    .from(schema.auditEntries)
    .where(and(eq(schema.auditEntries.entityType, 'user'), eq(schema.auditEntries.entityId, userId)));

describe('studioUsers and studioUser', () => {
  it('finds people by e-mail, Arabic name or phone typed in Arabic-Indic digits, and filters by role and block', async () => {
    const karim = await someone('karim@people.test');
    const byEmail = await admin(LIST, { search: 'karim@people' });
    expect(byEmail.data.items).toEqual([expect.objectContaining({ id: karim.id, role: 'USER', emailVerified: true })]);
    expect((await admin(LIST, { search: 'كريم فؤاد' })).data.items.map((u: { id: string }) => u.id)).toContain(
      karim.id,
    );
    expect((await admin(LIST, { search: '٠١٠١٢٣٤٥٦٧٨' })).data.items.map((u: { id: string }) => u.id)).toContain(
      karim.id,
    );
    const admins = await admin(LIST, { role: 'ADMIN' });
    expect(admins.data.items.every((u: { role: string }) => u.role === 'ADMIN')).toBe(true);
    expect((await admin(LIST, { blocked: true })).data.items.some((u: { id: string }) => u.id === karim.id)).toBe(
      false,
    );
  });

  it('shows one person with their enrolments, orders, certificates and open sessions', async () => {
    const nada = await someone('nada@people.test', { firstName: 'Nada', arFirstName: 'ندى' });
    const course = await insertProgram(server.database.db, { enTitle: 'Given course', arTitle: 'دورة ممنوحة' });
    expect(await admin(GRANT, { id: nada.id, programId: course.id, reason: 'Scholarship' })).toMatchObject({
      success: true,
      code: 'PROGRAM_GRANTED',
      data: { programIds: [course.id] },
    });
    const one = await admin(ONE, { id: nada.id });
    expect(one.data).toMatchObject({
      user: { email: 'nada@people.test', firstName: 'Nada' },
      enrollments: [{ enTitle: 'Given course', source: 'ADMIN' }],
      orders: [],
      certificates: [],
      sessions: [expect.objectContaining({ device: expect.any(String) })],
    });
    // The learner is told, and a second gift of the same program is refused.
    const [told] = await server.database.db
      .select({ enTitle: schema.notifications.enTitle })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, nada.id));
    expect(told).toEqual({ enTitle: 'A program was added to your learning' });
    expect(await admin(GRANT, { id: nada.id, programId: course.id, reason: 'Again' })).toMatchObject({
      code: 'PROGRAM_ALREADY_OWNED',
    });
    const draft = await insertProgram(server.database.db, {
      enTitle: 'Draft',
      arTitle: 'مسودة',
      publicationStatus: 'DRAFT',
    });
    expect(await admin(GRANT, { id: nada.id, programId: draft.id, reason: 'Early access' })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await auditOf(nada.id)).toEqual([{ action: 'user.grant', comment: 'Scholarship' }]);
  });
});

describe('acting on an account', () => {
  it('blocks with a reason (sessions end), never an administrator nor oneself', async () => {
    const omar = await someone('omar@people.test');
    const missing = await admin(BLOCK, { id: omar.id, reason: '' }, 'ar');
    expect(missing).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(missing.fieldErrors[0]).toMatchObject({
      field: 'reason',
      message: expect.stringMatching(/[\u0600-\u06ff]/),
    });
    expect(await admin(BLOCK, { id: omar.id, reason: 'Shared his account' })).toMatchObject({
      success: true,
      data: { isBlocked: true },
    });
    expect(await callAs(server, omar, ME)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await admin(BLOCK, { id: people.admin.userId, reason: 'Myself' })).toMatchObject({
      code: 'CANNOT_CHANGE_OWN_ACCOUNT',
    });
    const other = await someone('second-admin@people.test');
    await server.database.db.update(schema.users).set({ role: 'ADMIN' }).where(eq(schema.users.id, other.id));
    expect(await admin(BLOCK, { id: other.id, reason: 'Another admin' })).toMatchObject({ code: 'CANNOT_BLOCK_ADMIN' });
    expect(await auditOf(omar.id)).toEqual([{ action: 'user.block', comment: 'Shared his account' }]);
  });

  it('makes someone a lecturer with studio access, and takes it back', async () => {
    const hana = await someone('hana@people.test');
    expect(await callAs(server, hana, STUDIO)).toMatchObject({ code: 'FORBIDDEN' });
    expect((await admin(ROLE, { id: hana.id, role: 'LECTURER' })).data.role).toBe('LECTURER');
    expect(await callAs(server, hana, STUDIO)).toMatchObject({ success: true });
    expect((await admin(ROLE, { id: hana.id, role: 'USER' })).data.role).toBe('USER');
    expect(await callAs(server, hana, STUDIO)).toMatchObject({ code: 'FORBIDDEN' });
    expect(await admin(ROLE, { id: people.admin.userId, role: 'USER' })).toMatchObject({
      code: 'CANNOT_CHANGE_OWN_ACCOUNT',
    });
  });

  it('mails a new code to an unverified account only', async () => {
    const email = 'unverified@people.test';
    await register(server, { email });
    const [row] = await server.database.db.select().from(schema.users).where(eq(schema.users.email, email));
    const before = (await server.mails(email)).length;
    expect(await admin(RESEND, { id: row!.id })).toMatchObject({ success: true, code: 'VERIFICATION_SENT' });
    expect((await server.mails(email)).length).toBe(before + 1);
    const karim = (await admin(LIST, { search: 'karim@people' })).data.items[0];
    expect(await admin(RESEND, { id: karim.id })).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
  });

  it("deletes an account on its owner's request, keeping the audit trail", async () => {
    const sami = await someone('sami@people.test');
    expect(await admin(DELETE, { id: sami.id, reason: 'Asked by e-mail on 27 November' })).toMatchObject({
      success: true,
      code: 'USER_DELETED',
    });
    expect(await admin(ONE, { id: sami.id })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await callAs(server, sami, ME)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await auditOf(sami.id)).toEqual([{ action: 'user.delete', comment: 'Asked by e-mail on 27 November' }]);
  });
});

describe('who may manage users', () => {
  const someId = '00000000-0000-4000-8000-000000000002';
  const operations: Array<[string, Record<string, unknown>]> = [
    [LIST, {}],
    [ONE, { id: someId }],
    [BLOCK, { id: someId, reason: 'Because' }],
    [ROLE, { id: someId, role: 'ADMIN' }],
    [GRANT, { id: someId, programId: someId, reason: 'Because' }],
    [RESEND, { id: someId }],
    [DELETE, { id: someId, reason: 'Because' }],
  ];
  it.each([
    ['visitor', 'UNAUTHENTICATED'],
    ['learner', 'FORBIDDEN'],
    ['lecturer', 'FORBIDDEN'],
  ] as const)('refuses a %s every operation (%s)', async (role, code) => {
    for (const [query, variables] of operations) {
      expect(await callAs(server, people[role], query, { ...variables }), query.slice(0, 40)).toMatchObject({
        success: false,
        code,
        data: null,
      });
    }
  });
  it('answers an unknown person NOT_FOUND to an administrator', async () => {
    expect(await admin(ONE, { id: someId })).toMatchObject({ code: 'NOT_FOUND' });
  });
});
