import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, ME, PASSWORD, register, signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertProgram } from '../catalog/testing/fixtures';

// Account deletion and data export (docs/product/accounts.md, decision 0055).

const E = 'code success message fieldErrors { field message }';
const DELETE = `mutation deleteMyAccount($input: DeleteMyAccountInput) { deleteMyAccount(input: $input) { ${E} data } }`;
const EXPORT = `query exportMyData { exportMyData { ${E} data } }`;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const call = async (
  query: string,
  token: string | undefined,
  variables: Record<string, unknown> = {},
  locale: 'ar' | 'en' = 'en',
) => {
  const res = await server.gql(query, { token, ip: freshIp(), locale, variables });
  return Object.values(res.body.data ?? {})[0] as {
    code: string;
    success: boolean;
    message: string;
    data: unknown;
    fieldErrors: unknown[];
  };
};

/** A learner with a comment, a certificate and a paid order, the things deletion keeps or erases. */
async function learnerWithHistory(email: string) {
  const { token, user } = await signedInUser(server, { email, firstName: 'Salma', lastName: 'Nabil' });
  const db = server.database.db;
  const program = await insertProgram(db, { enTitle: `Kept course ${email}`, arTitle: 'دورة' });
  await db.insert(schema.comments).values({ programId: program.id, userId: user.id, content: 'My own words' });
  await db.insert(schema.enrollments).values({ userId: user.id, programId: program.id, source: 'FREE' });
  const [order] = await db
    .insert(schema.orders)
    .values({
      reference: `ORD-${Date.now()}`,
      userId: user.id,
      status: 'PAID',
      subtotalPiastres: 79900,
      discountPiastres: 0,
      vatRateBps: 1400,
      vatPiastres: 11186,
      totalPiastres: 91086,
      paidAt: new Date(),
    })
    .returning();
  await db.insert(schema.certificates).values({
    code: `MNR-DEL-${Date.now() % 100000}`,
    userId: user.id,
    programId: program.id,
    programType: 'COURSE',
    certificationType: 'COMPLETION',
    arLearnerName: 'سلمى',
    enLearnerName: 'Salma',
    arProgramTitle: 'دورة',
    enProgramTitle: 'Kept course',
    completedAt: new Date(),
    issuedAt: new Date(),
  });
  return { token, userId: user.id as string, orderId: order!.id, reference: order!.reference };
}

describe('exportMyData', () => {
  it('gives the signed-in person everything held about them, and nobody else anything', async () => {
    const { token, reference } = await learnerWithHistory('export@deletion.test');
    const res = await call(EXPORT, token);
    expect(res.success).toBe(true);
    const data = JSON.parse(res.data as string);
    expect(data.profile).toMatchObject({ email: 'export@deletion.test', firstName: 'Salma' });
    expect(data.orders[0]).toMatchObject({ reference, status: 'PAID', total: expect.stringMatching(/EGP.910\.86/) });
    expect(data.comments).toEqual([expect.objectContaining({ content: 'My own words' })]);
    expect(data.certificates).toHaveLength(1);
    expect(data.enrollments).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data).not.toHaveProperty('profile.passwordHash');
    expect(await call(EXPORT, undefined)).toMatchObject({ success: false, code: 'UNAUTHENTICATED', data: null });
  });
});

describe('deleteMyAccount', () => {
  it('asks for the password, refuses a wrong one in the reader’s language, and changes nothing', async () => {
    const { token, userId } = await learnerWithHistory('careful@deletion.test');
    const missing = await call(DELETE, token, { input: {} });
    expect(missing).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const wrong = await call(DELETE, token, { input: { password: 'not-it' } }, 'ar');
    expect(wrong).toMatchObject({ success: false, code: 'WRONG_PASSWORD' });
    expect(wrong.fieldErrors).toEqual([{ field: 'password', message: expect.stringMatching(/[\u0600-\u06ff]/) }]);
    const [user] = await server.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ email: 'careful@deletion.test', isDeleted: false });
    expect((await call(ME, token)).success).toBe(true);
  });

  it('erases the person, keeps the order, ends the sessions, refuses sign-in and frees the address', async () => {
    const email = 'leaving@deletion.test';
    const { token, userId, orderId } = await learnerWithHistory(email);
    const { res: web } = await login(server, email, PASSWORD, { web: true });
    const done = await server.gql(DELETE, {
      cookie: web.sessionCookie,
      web: true,
      ip: freshIp(),
      locale: 'en',
      variables: { input: { password: PASSWORD } },
    });
    expect(done.body.data!.deleteMyAccount).toMatchObject({
      success: true,
      code: 'ACCOUNT_DELETED',
      message: 'Your account was deleted. Your invoices are kept as the law requires.',
    });
    expect(done.setCookies.find((c) => c.startsWith('manara_session='))).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    const db = server.database.db;
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({
      isDeleted: true,
      email: `deleted-${userId}@deleted.invalid`,
      firstName: 'Deleted',
      phone: null,
      passwordHash: null,
    });
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ userId, status: 'PAID', totalPiastres: 91086 });
    expect(await db.select().from(schema.certificates).where(eq(schema.certificates.userId, userId))).toEqual([]);
    expect(await db.select().from(schema.enrollments).where(eq(schema.enrollments.userId, userId))).toEqual([]);
    const sessions = await db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
    expect(sessions).toEqual([]);
    const [comment] = await db.select().from(schema.comments).where(eq(schema.comments.userId, userId));
    expect(comment?.content).toBe('My own words');

    expect(await call(ME, token)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const { envelope } = await login(server, email);
    expect(envelope).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });
    expect(await register(server, { email })).toMatchObject({ success: true });
  });

  it('sends lecturers and administrators to the school, and visitors to sign in', async () => {
    const { token, user } = await signedInUser(server, { email: 'teacher@deletion.test' });
    await server.database.db.update(schema.users).set({ role: 'LECTURER' }).where(eq(schema.users.id, user.id));
    expect(await call(DELETE, token, { input: { password: PASSWORD } })).toMatchObject({
      success: false,
      code: 'ACCOUNT_DELETION_BY_REQUEST',
    });
    expect(await call(DELETE, undefined, { input: { password: PASSWORD } })).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
    });
  });
});
