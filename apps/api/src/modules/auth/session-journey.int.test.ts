import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, LOGOUT, ME, PASSWORD, register, verifyEmail } from '../../testing/auth-flows';
import { dbProbe } from '../../testing/db-probe';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('sign-up, verification, login, me, logout', () => {
  it('runs the whole journey with a bearer token', async () => {
    const email = 'Journey@Example.com';
    const reg = await register(
      server,
      { email, arFirstName: 'أحمد', arLastName: 'حسن', phone: '+20 100 123 4567' },
      { locale: 'en' },
    );
    // The answer says nothing of the account (the same for a taken address, decision 0038).
    expect(reg).toMatchObject({ code: 'REGISTERED', success: true, fieldErrors: [], data: null });

    const [mail] = await server.mails(email);
    expect(mail).toMatchObject({
      locale: 'EN',
      template: 'verification-code/EMAIL_VERIFICATION',
      subject: 'Your Manara verification code',
    });
    expect(mail!.html).toContain('dir="ltr"');

    // Not verified yet: login refuses.
    const early = await login(server, email);
    expect(early.envelope).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', success: false, data: null });

    const verified = await verifyEmail(server, email);
    expect(verified).toMatchObject({ code: 'EMAIL_VERIFIED', success: true, data: true });

    const { envelope, res } = await login(server, email, PASSWORD, { locale: 'ar' });
    expect(envelope).toMatchObject({ code: 'LOGGED_IN', success: true, message: 'تم تسجيل الدخول بنجاح.' });
    const token = envelope.data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(envelope.data.user.token).toBe(token);
    expect(envelope.data.user.fullName).toBe('أحمد حسن');
    expect(envelope.data.user.lastActiveAt).not.toBeNull();
    const days = (new Date(envelope.data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(res.sessionCookie).toBe(token);

    // The token is stored hashed only.
    const sessions = await dbProbe(server.database.db).sessions();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.tokenHash).not.toBe(token);
    expect(sessions[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const me = await server.gql(ME, { token, locale: 'en' });
    expect(me.body.data!.me).toMatchObject({
      code: 'OK',
      success: true,
      data: {
        email: 'journey@example.com',
        firstName: 'Ahmed',
        arFullName: 'أحمد حسن',
        enFullName: 'Ahmed Hassan',
        fullName: 'Ahmed Hassan',
        slug: 'ahmed-hassan',
        phone: '+201001234567',
        favLang: 'EN',
        hasPassword: true,
        role: 'USER',
        token: null,
        notificationsCount: 0,
        cartItemsCount: 0,
        isBlocked: false,
        isDeleted: false,
      },
    });
    expect(me.body.data!.me.data.code).toMatch(/^U[A-Z2-7]{8}$/);

    const out = await server.gql(LOGOUT, { token });
    expect(out.body.data!.logout).toMatchObject({ code: 'LOGGED_OUT', success: true });
    expect(out.sessionCookie).toBe('');

    const after = await server.gql(ME, { token, locale: 'en' });
    expect(after.body.data!.me).toMatchObject({
      code: 'UNAUTHENTICATED',
      success: false,
      data: null,
      message: 'Please log in first.',
    });
  });

  it('answers `me` and `logout` for visitors', async () => {
    const me = await server.gql(ME);
    expect(me.status).toBe(200);
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data!.me).toMatchObject({
      code: 'UNAUTHENTICATED',
      success: false,
      message: 'يجب تسجيل الدخول أولًا.',
    });
    const out = await server.gql(LOGOUT);
    expect(out.body.data!.logout).toMatchObject({ code: 'LOGGED_OUT', success: true });
    expect((await server.gql(ME, { token: 'not-a-real-token' })).body.data!.me.code).toBe('UNAUTHENTICATED');
  });

  it('gives the web client a cookie and no token in the body', async () => {
    const email = 'web@example.com';
    await register(server, { email });
    await verifyEmail(server, email);
    const { envelope, res } = await login(server, email, PASSWORD, { web: true });
    expect(envelope.success).toBe(true);
    expect(envelope.data.token).toBeNull();
    expect(envelope.data.user.token).toBeNull();
    const cookie = res.setCookies.find((c) => c.startsWith('manara_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Expires=/);

    const me = await server.gql(ME, { cookie: res.sessionCookie, web: true });
    expect(me.body.data!.me).toMatchObject({ success: true, data: { email } });
    await server.gql(LOGOUT, { cookie: res.sessionCookie, web: true });
    expect((await server.gql(ME, { cookie: res.sessionCookie, web: true })).body.data!.me.code).toBe('UNAUTHENTICATED');
  });
});
