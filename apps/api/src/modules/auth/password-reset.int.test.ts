import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshIp,
  login,
  ME,
  PASSWORD,
  RESET_PASSWORD,
  signedInUser,
  VERIFY_CODE,
  VERIFY_RESET,
} from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function requestReset(email: string, locale: 'ar' | 'en' = 'en') {
  const res = await server.gql(RESET_PASSWORD, { ip: freshIp(), locale, variables: { input: { email } } });
  return res.body.data!.resetPasswordByEmail;
}

async function reset(
  email: string,
  code: string,
  newPassword: string,
  options: { cookie?: string; web?: boolean } = {},
) {
  const res = await server.gql(VERIFY_RESET, {
    ip: freshIp(),
    locale: 'en',
    ...options,
    variables: { input: { email, code, newPassword } },
  });
  return { envelope: res.body.data!.verifyPasswordResetVerificationCode, res };
}

describe('password reset', () => {
  it('mails a code, sets the new password and ends every session', async () => {
    const email = 'forgot@example.com';
    const { token } = await signedInUser(server, { email, favLang: 'EN' });
    const second = (await login(server, email)).envelope.data.token;

    expect(await requestReset(email)).toMatchObject({ code: 'CODE_SENT', success: true });
    const [mail] = await server.mails(email);
    expect(mail).toMatchObject({
      template: 'verification-code/PASSWORD_RESET',
      locale: 'EN',
      subject: 'Reset your Manara password',
    });
    const code = await server.lastCode(email);

    const { envelope } = await reset(email, code, 'BrandNew42');
    expect(envelope).toMatchObject({
      code: 'PASSWORD_CHANGED',
      success: true,
      message: 'Your password has been changed.',
    });
    for (const t of [token, second])
      expect((await server.gql(ME, { token: t })).body.data!.me.code).toBe('UNAUTHENTICATED');
    expect((await login(server, email, PASSWORD)).envelope.code).toBe('INVALID_CREDENTIALS');
    expect((await login(server, email, 'BrandNew42')).envelope.code).toBe('LOGGED_IN');
    // The code was used up.
    expect((await reset(email, code, 'Another42')).envelope.code).toBe('CODE_INVALID');
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const answer = await requestReset('stranger@example.com');
    expect(answer).toEqual({
      code: 'CODE_SENT',
      success: true,
      data: true,
      fieldErrors: [],
      message: 'If this email is registered with us, you will receive a message with a verification code.',
    });
    expect(await server.mails('stranger@example.com')).toHaveLength(0);
    expect((await reset('stranger@example.com', '123456', 'BrandNew42')).envelope.code).toBe('CODE_INVALID');
  });

  it('lets a form check the code first without using it up', async () => {
    const email = 'twostep@example.com';
    await signedInUser(server, { email });
    await requestReset(email);
    const code = await server.lastCode(email);
    const check = await server.gql(VERIFY_CODE, {
      ip: freshIp(),
      locale: 'en',
      variables: { input: { email, code, purpose: 'PASSWORD_RESET' } },
    });
    expect(check.body.data!.verifyUserVerificationCodeByEmail).toMatchObject({
      code: 'CODE_VERIFIED',
      success: true,
      message: 'The verification code is correct.',
    });
    expect((await reset(email, code, 'BrandNew42')).envelope.code).toBe('PASSWORD_CHANGED');
  });

  it('validates the new password and the code', async () => {
    const { envelope } = await reset('x@example.com', 'abc', 'weak');
    expect(envelope.code).toBe('VALIDATION_FAILED');
    expect(envelope.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['code', 'newPassword']);
  });

  it('locks the code after 5 wrong tries', async () => {
    const email = 'guess@example.com';
    await signedInUser(server, { email });
    await requestReset(email);
    const code = await server.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await reset(email, wrong, 'BrandNew42')).envelope.code).toBe('CODE_INVALID');
    expect((await reset(email, wrong, 'BrandNew42')).envelope.code).toBe('CODE_LOCKED');
    expect((await reset(email, code, 'BrandNew42')).envelope.code).toBe('CODE_LOCKED');
    expect((await login(server, email)).envelope.code).toBe('LOGGED_IN');
  });

  it('verifies an unverified e-mail, since the code proves the mailbox', async () => {
    const email = 'neververified@example.com';
    await server.gql('mutation R($input: RegisterAsUserInput) { registerAsUser(input: $input) { code } }', {
      ip: freshIp(),
      variables: { input: { firstName: 'N', lastName: 'V', email, password: PASSWORD } },
    });
    await requestReset(email);
    const code = await server.lastCode(email);
    expect((await reset(email, code, 'BrandNew42')).envelope.code).toBe('PASSWORD_CHANGED');
    expect((await login(server, email, 'BrandNew42')).envelope.code).toBe('LOGGED_IN');
  });

  it('clears the cookie when the caller was signed in as that user', async () => {
    const email = 'cookie@example.com';
    await signedInUser(server, { email });
    const web = await login(server, email, PASSWORD, { web: true });
    await requestReset(email);
    const { envelope, res } = await reset(email, await server.lastCode(email), 'BrandNew42', {
      cookie: web.res.sessionCookie,
      web: true,
    });
    expect(envelope.code).toBe('PASSWORD_CHANGED');
    expect(res.sessionCookie).toBe('');
  });
});
