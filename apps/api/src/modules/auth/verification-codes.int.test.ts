import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, register, SEND_CODE, signedInUser, VERIFY_CODE, verifyEmail } from '../../testing/auth-flows';
import { dbProbe } from '../../testing/db-probe';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const toArabicDigits = (code: string) => code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const otherCode = (code: string) => code.replace(/^./, (d) => String((Number(d) + 1) % 10));

async function sendCode(
  email: string,
  purpose: string,
  options: { ip?: string; token?: string; locale?: 'ar' | 'en' } = {},
) {
  const res = await server.gql(SEND_CODE, { ip: freshIp(), ...options, variables: { input: { email, purpose } } });
  return res.body.data!.sendEmailVerificationCode;
}

async function verify(email: string, code: string, purpose = 'EMAIL_VERIFICATION', locale: 'ar' | 'en' = 'en') {
  const res = await server.gql(VERIFY_CODE, { ip: freshIp(), locale, variables: { input: { email, code, purpose } } });
  return res.body.data!.verifyUserVerificationCodeByEmail;
}

describe('verifying an e-mail', () => {
  it('accepts a code typed in Arabic-Indic digits, once', async () => {
    const email = 'digits@example.com';
    await register(server, { email });
    const code = await server.lastCode(email);
    const ok = await verify(email, toArabicDigits(code));
    expect(ok).toMatchObject({
      code: 'EMAIL_VERIFIED',
      success: true,
      message: 'Your email is verified. You can log in now.',
    });
    const user = await dbProbe(server.database.db).user(email);
    expect(user!.emailVerifiedAt).not.toBeNull();
    // Single use.
    expect(await verify(email, code)).toMatchObject({ code: 'CODE_INVALID', success: false });
    // Verification does not log in.
    expect((await server.gql('query { me { code } }')).body.data!.me.code).toBe('UNAUTHENTICATED');
  });

  it('stores codes hashed', async () => {
    const email = 'hashed@example.com';
    await register(server, { email });
    const code = await server.lastCode(email);
    const rows = await dbProbe(server.database.db).codes(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reports a wrong code as a field error on code', async () => {
    const email = 'wrong@example.com';
    await register(server, { email });
    const code = await server.lastCode(email);
    expect(await verify(email, otherCode(code), 'EMAIL_VERIFICATION', 'ar')).toMatchObject({
      code: 'CODE_INVALID',
      success: false,
      message: 'رمز التحقق غير صحيح.',
      fieldErrors: [{ field: 'code', message: 'رمز التحقق غير صحيح.' }],
    });
    expect(await verify(email, '12')).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'code', message: 'The verification code has 6 digits.' }],
    });
    expect((await verify(email, code)).code).toBe('EMAIL_VERIFIED');
  });

  it('expires codes after 15 minutes', async () => {
    const email = 'expiry@example.com';
    await register(server, { email });
    const code = await server.lastCode(email);
    server.advanceTime(15 * 60_000 + 1000);
    try {
      expect(await verify(email, code)).toMatchObject({
        code: 'CODE_EXPIRED',
        success: false,
        message: 'The verification code has expired. Request a new one.',
      });
    } finally {
      server.advanceTime(-(15 * 60_000 + 1000));
    }
  });

  it('locks a code after 5 wrong tries, even for the right code', async () => {
    const email = 'locked@example.com';
    await register(server, { email });
    const code = await server.lastCode(email);
    const wrong = otherCode(code);
    for (let i = 0; i < 4; i++) expect((await verify(email, wrong)).code).toBe('CODE_INVALID');
    expect((await verify(email, wrong)).code).toBe('CODE_LOCKED');
    expect(await verify(email, code)).toMatchObject({
      code: 'CODE_LOCKED',
      message: 'Too many wrong attempts. Request a new code.',
    });
    // A new code works again.
    expect((await sendCode(email, 'EMAIL_VERIFICATION')).code).toBe('CODE_SENT');
    expect((await verify(email, await server.lastCode(email))).code).toBe('EMAIL_VERIFIED');
  });

  it('lets only the newest code work', async () => {
    const email = 'newest@example.com';
    await register(server, { email });
    const codes = [await server.lastCode(email)];
    for (let i = 0; i < 3; i++) {
      await sendCode(email, 'EMAIL_VERIFICATION');
      codes.push(await server.lastCode(email));
    }
    const newest = codes.at(-1)!;
    for (const old of new Set(codes.slice(0, -1).filter((c) => c !== newest)))
      expect((await verify(email, old)).code).toBe('CODE_INVALID');
    expect((await verify(email, newest)).code).toBe('EMAIL_VERIFIED');
  });

  it('does not consume codes of another purpose', async () => {
    const email = 'purpose@example.com';
    await register(server, { email });
    const code = await server.lastCode(email);
    expect((await verify(email, code, 'PASSWORD_RESET')).code).toBe('CODE_INVALID');
    expect((await verify(email, code, 'SOCIAL_EMAIL_VERIFICATION')).code).toBe('CODE_INVALID');
    expect((await verifyEmail(server, email, code)).code).toBe('EMAIL_VERIFIED');
  });
});

describe('sendEmailVerificationCode', () => {
  it('answers the same whether or not the account exists, and mails only when it should', async () => {
    await register(server, { email: 'pending@example.com' });
    await signedInUser(server, { email: 'done@example.com' });
    // One address after the other: each read first runs the due mail jobs, and reads side by side
    // could count one address while another read's run was still sending its mail.
    const counts = async () => {
      const found: number[] = [];
      for (const e of ['pending@example.com', 'done@example.com', 'none@example.com'])
        found.push((await server.mails(e)).length);
      return found;
    };
    const before = await counts();
    const answers = await Promise.all(
      ['pending@example.com', 'done@example.com', 'none@example.com'].map((email) =>
        sendCode(email, 'EMAIL_VERIFICATION', { locale: 'en' }),
      ),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        code: 'CODE_SENT',
        success: true,
        data: true,
        fieldErrors: [],
        message: 'If this email is registered with us, you will receive a message with a verification code.',
      });
    }
    expect(await counts()).toEqual([before[0]! + 1, before[1], before[2]]);
    // A verified user can get a PASSWORD_RESET code, in their language.
    expect((await sendCode('done@example.com', 'PASSWORD_RESET')).code).toBe('CODE_SENT');
    expect((await server.mails('done@example.com'))[0]).toMatchObject({
      template: 'verification-code/PASSWORD_RESET',
      locale: 'AR',
    });
  });

  it('validates its input', async () => {
    expect(await sendCode('nope', 'EMAIL_VERIFICATION', { locale: 'en' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'email', message: 'Enter a valid email address.' }],
    });
    const res = await server.gql(SEND_CODE, { ip: freshIp(), variables: { input: { email: 'a@b.co' } } });
    expect(res.body.data!.sendEmailVerificationCode.fieldErrors.map((f: { field: string }) => f.field)).toEqual([
      'purpose',
    ]);
  });

  it('limits requests per e-mail (5) and per IP (20) in 15 minutes', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < 5; i++) expect((await sendCode(email, 'PASSWORD_RESET')).code).toBe('CODE_SENT');
    expect((await sendCode(email, 'PASSWORD_RESET')).code).toBe('RATE_LIMITED');
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await sendCode(`ip${i}@example.com`, 'PASSWORD_RESET', { ip })).code).toBe('CODE_SENT');
    expect((await sendCode('ip-last@example.com', 'PASSWORD_RESET', { ip })).code).toBe('RATE_LIMITED');
  });
});

describe('changing the e-mail (EMAIL_UPDATE)', () => {
  it('mails the pending address of the signed-in user and applies it once verified', async () => {
    const { token, user } = await signedInUser(server, { email: 'before@example.com' });
    await dbProbe(server.database.db).updateUser(user.id, { unverifiedEmail: 'after@example.com' });
    // Visitors and other addresses get nothing.
    await sendCode('after@example.com', 'EMAIL_UPDATE');
    expect(await server.mails('after@example.com')).toHaveLength(0);
    await sendCode('after@example.com', 'EMAIL_UPDATE', { token });
    const code = await server.lastCode('after@example.com');
    expect(await verify('after@example.com', code, 'EMAIL_UPDATE')).toMatchObject({
      code: 'EMAIL_UPDATED',
      success: true,
    });
    const me = await server.gql('query { me { data { email unverifiedEmail } } }', { token });
    expect(me.body.data!.me.data).toEqual({ email: 'after@example.com', unverifiedEmail: null });
  });
});
