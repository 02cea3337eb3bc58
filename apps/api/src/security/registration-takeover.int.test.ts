import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, register, RESET_PASSWORD, VERIFY_RESET, verifyEmail } from '../testing/auth-flows';
import { dbProbe } from '../testing/db-probe';
import { createTestServer, type TestServer } from '../testing/test-server';

/**
 * Pre-verification account takeover (decision 0038): a sign-up's password is the one whose code
 * the mailbox owner enters, and a later sign-up for the same unverified address replaces nothing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const VICTIM = 'Victim#2026';
const ATTACKER = 'Attacker#2026';

describe('pre-verification takeover', () => {
  it("the victim signs up, the attacker signs up again, the victim enters the newest code: only the victim's password works", async () => {
    const email = 'victim@example.com';
    await register(server, { email, firstName: 'Victim', password: VICTIM });
    const attempt = await register(server, { email, firstName: 'Attacker', password: ATTACKER });
    // The attacker is answered as for any sign-up, and gets no code (nor a way to log in).
    expect(attempt).toMatchObject({ code: 'REGISTERED', success: true, data: null });
    expect((await login(server, email, ATTACKER)).envelope.code).toBe('INVALID_CREDENTIALS');
    // The victim takes the newest code in the mailbox; the newest mail warns of the second attempt.
    const [newest] = await server.mails(email);
    expect(newest!.template).toBe('account-notice/signUpAttempt');
    expect((await verifyEmail(server, email, await server.lastCode(email))).code).toBe('EMAIL_VERIFIED');
    expect((await login(server, email, VICTIM)).envelope.code).toBe('LOGGED_IN');
    expect((await login(server, email, ATTACKER)).envelope.code).toBe('INVALID_CREDENTIALS');
    expect(await dbProbe(server.database.db).user(email)).toMatchObject({ firstName: 'Victim' });
  });

  it('an attacker who signs up first with the victim’s address is locked out once the victim resets the password', async () => {
    const email = 'squat@example.com';
    await register(server, { email, firstName: 'Attacker', password: ATTACKER });
    await register(server, { email, firstName: 'Victim', password: VICTIM });
    // The victim is told an account waits for the address, and takes it over by resetting the password.
    const [notice] = await server.mails(email);
    expect(notice!.template).toBe('account-notice/signUpAttempt');
    await server.gql(RESET_PASSWORD, { ip: freshIp(), variables: { input: { email } } });
    const reset = await server.gql(VERIFY_RESET, {
      ip: freshIp(),
      variables: { input: { email, code: await server.lastCode(email), newPassword: VICTIM } },
    });
    expect(reset.body.data!.verifyPasswordResetVerificationCode.code).toBe('PASSWORD_CHANGED');
    expect((await login(server, email, VICTIM)).envelope.code).toBe('LOGGED_IN');
    expect((await login(server, email, ATTACKER)).envelope.code).toBe('INVALID_CREDENTIALS');
  });

  it('a sign-up code confirms only the sign-up it was mailed for: not once the password has changed', async () => {
    const email = 'bound@example.com';
    await register(server, { email, password: VICTIM });
    const code = await server.lastCode(email);
    const probe = dbProbe(server.database.db);
    const user = (await probe.user(email))!;
    // However it came about, another password on the unverified account makes the code useless.
    const other = (await probe.user('victim@example.com'))!.passwordHash;
    await probe.updateUser(user.id, { passwordHash: other });
    expect((await verifyEmail(server, email, code)).code).toBe('CODE_INVALID');
    expect((await probe.user(email))!.emailVerifiedAt).toBeNull();
  });
});
