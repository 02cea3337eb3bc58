import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD, login, ME, PASSWORD, signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function change(token: string | null, currentPassword: string, newPassword: string, locale: 'ar' | 'en' = 'en') {
  const res = await server.gql(CHANGE_PASSWORD, {
    token,
    locale,
    variables: { input: { currentPassword, newPassword } },
  });
  return res.body.data!.changePassword;
}

describe('changePassword', () => {
  it('needs a signed-in user', async () => {
    expect(await change(null, PASSWORD, 'BrandNew42')).toMatchObject({ code: 'UNAUTHENTICATED', success: false });
  });

  it('reports a wrong current password on its field', async () => {
    const { token } = await signedInUser(server, { email: 'wrongcurrent@example.com' });
    expect(await change(token, 'NotMine99', 'BrandNew42', 'ar')).toMatchObject({
      code: 'WRONG_PASSWORD',
      success: false,
      message: 'كلمة المرور الحالية غير صحيحة.',
      fieldErrors: [{ field: 'currentPassword', message: 'كلمة المرور الحالية غير صحيحة.' }],
    });
    expect((await login(server, 'wrongcurrent@example.com')).envelope.code).toBe('LOGGED_IN');
  });

  it('validates the new password', async () => {
    const { token } = await signedInUser(server, { email: 'weaknew@example.com' });
    expect(await change(token, PASSWORD, 'short')).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [
        {
          field: 'newPassword',
          message: 'The password must be at least 8 characters and contain a letter and a digit.',
        },
      ],
    });
  });

  it('sets the new password and ends the other sessions only', async () => {
    const email = 'changer@example.com';
    const { token } = await signedInUser(server, { email });
    const other = (await login(server, email)).envelope.data.token;
    expect(await change(token, PASSWORD, 'BrandNew42')).toMatchObject({
      code: 'PASSWORD_CHANGED',
      success: true,
      message: 'Your password has been changed.',
    });
    expect((await server.gql(ME, { token })).body.data!.me.success).toBe(true);
    expect((await server.gql(ME, { token: other })).body.data!.me.code).toBe('UNAUTHENTICATED');
    expect((await login(server, email, PASSWORD)).envelope.code).toBe('INVALID_CREDENTIALS');
    expect((await login(server, email, 'BrandNew42')).envelope.code).toBe('LOGGED_IN');
  });

  it('limits attempts per user', async () => {
    const { token } = await signedInUser(server, { email: 'bruteforce@example.com' });
    for (let i = 0; i < 10; i++) expect((await change(token, `Guess${i}xx`, 'BrandNew42')).code).toBe('WRONG_PASSWORD');
    expect((await change(token, PASSWORD, 'BrandNew42')).code).toBe('RATE_LIMITED');
  });
});
