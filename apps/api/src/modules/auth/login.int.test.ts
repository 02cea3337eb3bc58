import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, ME, PASSWORD, register, signedInUser, verifyEmail } from '../../testing/auth-flows';
import { dbProbe } from '../../testing/db-probe';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('wrong credentials', () => {
  it('answers a wrong password exactly like an unknown e-mail', async () => {
    await signedInUser(server, { email: 'known@example.com' });
    const wrong = await login(server, 'known@example.com', 'WrongPass9', { locale: 'en' });
    const unknown = await login(server, 'nobody@example.com', 'WrongPass9', { locale: 'en' });
    expect(wrong.envelope).toEqual(unknown.envelope);
    expect(wrong.envelope).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password is incorrect.',
      success: false,
      fieldErrors: [],
      data: null,
    });
    expect(wrong.res.sessionCookie).toBeUndefined();
  });
});

describe('account states', () => {
  it('refuses an unverified e-mail with the right password and mails a fresh code', async () => {
    const email = 'unverified@example.com';
    await register(server, { email });
    const first = await server.lastCode(email);
    const before = (await server.mails(email)).length;
    const wrongPassword = await login(server, email, 'WrongPass9');
    expect(wrongPassword.envelope.code).toBe('INVALID_CREDENTIALS');
    expect((await server.mails(email)).length).toBe(before);

    const { envelope } = await login(server, email, PASSWORD, { locale: 'en' });
    expect(envelope).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      success: false,
      message: 'Your email is not verified yet. We sent you a new verification code.',
    });
    expect((await server.mails(email)).length).toBe(before + 1);
    const fresh = await server.lastCode(email);
    if (fresh !== first) expect((await verifyEmail(server, email, first)).code).toBe('CODE_INVALID');
    expect((await verifyEmail(server, email, fresh)).code).toBe('EMAIL_VERIFIED');
    expect((await login(server, email)).envelope.code).toBe('LOGGED_IN');
  });

  it('refuses a blocked account only after the right password, and ends its sessions', async () => {
    const email = 'blocked@example.com';
    const { token, user } = await signedInUser(server, { email });
    await dbProbe(server.database.db).updateUser(user.id, { isBlocked: true });
    expect((await login(server, email, 'WrongPass9')).envelope.code).toBe('INVALID_CREDENTIALS');
    expect((await login(server, email)).envelope).toMatchObject({ code: 'ACCOUNT_BLOCKED', success: false });
    expect((await server.gql(ME, { token })).body.data!.me.code).toBe('UNAUTHENTICATED');
  });

  it('treats a deleted account as unknown', async () => {
    const email = 'deleted@example.com';
    const { user } = await signedInUser(server, { email });
    await dbProbe(server.database.db).updateUser(user.id, { isDeleted: true });
    expect((await login(server, email)).envelope.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('sessions and devices', () => {
  it('records the device and stores the push token, re-pointing it on the next login', async () => {
    await signedInUser(server, { email: 'phone1@example.com' });
    const { user: other } = await signedInUser(server, { email: 'phone2@example.com' });
    const details = { deviceName: 'Pixel 9', device: 'ANDROID', fcmToken: 'fcm-token-abc' };
    const first = await login(server, 'phone1@example.com', PASSWORD, {}, details);
    expect(first.envelope.success).toBe(true);
    const probe = dbProbe(server.database.db);
    const rows = await probe.deviceTokens();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token: 'fcm-token-abc',
      kind: 'FCM',
      platform: 'ANDROID',
      userId: first.envelope.data.user.id,
    });

    const second = await login(
      server,
      'phone2@example.com',
      PASSWORD,
      {},
      { ...details, device: 'IOS', deviceName: 'iPhone' },
    );
    const moved = await probe.deviceTokens();
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ userId: other.id, platform: 'IOS' });
    const latest = await probe.sessionOfToken(second.envelope.data.token);
    expect(moved[0]!.sessionId).toBe(latest!.id);
    expect(latest).toMatchObject({ device: 'IOS', deviceName: 'iPhone' });
    expect(await probe.deviceTokens(first.envelope.data.user.id)).toHaveLength(0);
  });

  it('uses the user agent as the device name when none is given', async () => {
    const { envelope } = await login(server, 'phone1@example.com');
    const sessions = await dbProbe(server.database.db).sessions(envelope.data.user.id);
    expect(sessions.some((s) => s.deviceName === 'lightMyRequest' && s.device === 'DESKTOP')).toBe(true);
  });

  it('accepts the bearer token of a non-web client and each session separately', async () => {
    const a = await login(server, 'phone1@example.com');
    const b = await login(server, 'phone1@example.com');
    expect(a.envelope.data.token).not.toBe(b.envelope.data.token);
    expect((await server.gql(ME, { token: a.envelope.data.token })).body.data!.me.success).toBe(true);
    expect((await server.gql(ME, { token: b.envelope.data.token })).body.data!.me.success).toBe(true);
  });

  it('expires sessions after 30 days', async () => {
    const { envelope } = await login(server, 'phone1@example.com');
    server.advanceTime(30 * 86_400_000 + 1000);
    try {
      expect((await server.gql(ME, { token: envelope.data.token })).body.data!.me.code).toBe('UNAUTHENTICATED');
    } finally {
      server.advanceTime(-(30 * 86_400_000 + 1000));
    }
  });
});

describe('rate limits', () => {
  it('limits attempts per e-mail and IP to 10 per 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(server, 'known@example.com', 'WrongPass9', { ip })).envelope.code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const limited = await login(server, 'known@example.com', PASSWORD, { ip, locale: 'en' });
    expect(limited.envelope).toMatchObject({
      code: 'RATE_LIMITED',
      success: false,
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    // Another address is not affected.
    expect((await login(server, 'known@example.com', PASSWORD, { ip: freshIp() })).envelope.code).toBe('LOGGED_IN');
  });

  it('limits attempts per IP to 50 per 15 minutes across e-mails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      const { envelope } = await login(server, `spray${i}@example.com`, 'WrongPass9', { ip });
      expect(envelope.code).toBe('INVALID_CREDENTIALS');
    }
    expect((await login(server, 'known@example.com', PASSWORD, { ip })).envelope.code).toBe('RATE_LIMITED');
  });
});
