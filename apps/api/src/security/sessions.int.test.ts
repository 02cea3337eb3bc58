import { schema } from '@manara/db';
import { hashPassword } from '@manara/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROXY_SECRET } from '../adapters/payments/testing/test-sandbox';
import { insertUser } from '../modules/catalog/testing/fixtures';
import { freshIp, LOGIN, LOGOUT, ME, PASSWORD, SEND_CODE, VERIFY_CODE } from '../testing/auth-flows';
import { dbProbe } from '../testing/db-probe';
import { createTestServer, type TestServer } from '../testing/test-server';
import { PROXY_SECRET_HEADER } from './forwarded-client';
import { configuredServer } from './testing/configured-server';

/** docs/security.md: brute-force limits, session fixation, logout invalidation and cookie flags. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server?.close());

/** A verified account with the test password, written directly (no mail round trip). */
async function account(db: TestServer['database']['db']) {
  const user = await insertUser(db, { firstName: 'Sara', lastName: 'Nabil', arFirstName: 'سارة', arLastName: 'نبيل' });
  await db
    .update(schema.users)
    .set({ passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() })
    .where(eq(schema.users.id, user.id));
  return user;
}

const loginInput = (email: string, password = PASSWORD) => ({ variables: { input: { email, password } } });

describe('brute force', () => {
  it('stops password guessing for one account from one address, even with the right password after the limit', async () => {
    const user = await account(server.database.db);
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await server.gql(LOGIN, { ip, ...loginInput(user.email, `Wrong${i}pass`) });
      codes.push(res.body.data!.emailAndPasswordLogin.code);
    }
    expect(codes.slice(0, 10).every((c) => c === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes.slice(10)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    const right = await server.gql(LOGIN, { ip, ...loginInput(user.email) });
    expect(right.body.data!.emailAndPasswordLogin).toMatchObject({ code: 'RATE_LIMITED', success: false, data: null });
    expect(right.sessionCookie).toBeUndefined();
  });

  it('locks a verification code after five wrong guesses, so the right one no longer works', async () => {
    const email = `guess-${Date.now()}@example.com`;
    await server.database.db.insert(schema.users).values({
      code: `UG${Date.now()}`,
      email,
      firstName: 'G',
      lastName: 'H',
      arFirstName: 'ج',
      arLastName: 'ح',
      slug: `guess-${Date.now()}`,
    });
    await server.gql(SEND_CODE, { ip: freshIp(), variables: { input: { email, purpose: 'EMAIL_VERIFICATION' } } });
    const code = await server.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await server.gql(VERIFY_CODE, {
        ip: freshIp(),
        variables: { input: { email, code: wrong, purpose: 'EMAIL_VERIFICATION' } },
      });
      expect(res.body.data!.verifyUserVerificationCodeByEmail.success).toBe(false);
    }
    const right = await server.gql(VERIFY_CODE, {
      ip: freshIp(),
      variables: { input: { email, code, purpose: 'EMAIL_VERIFICATION' } },
    });
    expect(right.body.data!.verifyUserVerificationCodeByEmail.success).toBe(false);
    expect((await dbProbe(server.database.db).user(email))!.emailVerifiedAt).toBeNull();
  });
});

describe('sessions', () => {
  it('never adopts a session token planted before login: login issues a new one', async () => {
    const user = await account(server.database.db);
    const planted = 'attacker-chosen-token-value-0123456789abcdefgh';
    const res = await server.gql(LOGIN, { ip: freshIp(), cookie: planted, web: true, ...loginInput(user.email) });
    expect(res.body.data!.emailAndPasswordLogin.success).toBe(true);
    expect(res.sessionCookie).toBeTruthy();
    expect(res.sessionCookie).not.toBe(planted);
    // The web client never sees the token in the body; the planted value opens nothing.
    expect(res.body.data!.emailAndPasswordLogin.data.token).toBeNull();
    const asPlanted = await server.gql(ME, { cookie: planted, web: true });
    expect(asPlanted.body.data!.me.code).toBe('UNAUTHENTICATED');
    const asIssued = await server.gql(ME, { cookie: res.sessionCookie!, web: true });
    expect(asIssued.body.data!.me.data.id).toBe(user.id);
  });

  it('logging in again while signed in opens a new session instead of reusing the old token', async () => {
    const user = await account(server.database.db);
    const first = await server.gql(LOGIN, { ip: freshIp(), ...loginInput(user.email) });
    const old = first.body.data!.emailAndPasswordLogin.data.token as string;
    const second = await server.gql(LOGIN, { ip: freshIp(), token: old, ...loginInput(user.email) });
    expect(second.body.data!.emailAndPasswordLogin.data.token).not.toBe(old);
  });

  it('logout ends the session on the server: the same token, replayed, is refused', async () => {
    const user = await account(server.database.db);
    const res = await server.gql(LOGIN, { ip: freshIp(), web: true, ...loginInput(user.email) });
    const token = res.sessionCookie!;
    const out = await server.gql(LOGOUT, { cookie: token, web: true });
    expect(out.body.data!.logout.success).toBe(true);
    expect(out.sessionCookie).toBe('');
    expect((await dbProbe(server.database.db).sessionOfToken(token))!.revokedAt).not.toBeNull();
    for (const replay of [{ cookie: token, web: true }, { token }]) {
      expect((await server.gql(ME, replay)).body.data!.me.code).toBe('UNAUTHENTICATED');
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and without Secure over plain http', async () => {
    const user = await account(server.database.db);
    const res = await server.gql(LOGIN, { ip: freshIp(), web: true, ...loginInput(user.email) });
    const cookie = res.setCookies.find((c) => c.startsWith('manara_session='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Expires=/);
    expect(cookie).not.toMatch(/; Secure/i);
  });
});

describe('behind TLS', () => {
  it('marks the session cookie Secure', async () => {
    const tls = await configuredServer({ WEB_BASE_URL: 'https://manara.example' });
    try {
      const user = await account(tls.database.db);
      const res = await tls.post(
        LOGIN,
        { input: { email: user.email, password: PASSWORD } },
        { 'x-manara-client': 'web', 'x-forwarded-for': freshIp(), [PROXY_SECRET_HEADER]: TEST_PROXY_SECRET },
      );
      const cookie = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('manara_session='))!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    } finally {
      await tls.close();
    }
  });
});
