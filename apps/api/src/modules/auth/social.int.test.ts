import { findSocialIdentity } from '@manara/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcStandIn, StandInAccount } from '../../adapters/social/testing/oidc-stand-in';
import {
  CLIENT_ID,
  popupCode,
  PROVIDERS,
  REDIRECT_URI,
  SOCIAL_LOGIN,
  SOCIAL_MERGE,
  SOCIAL_REGISTER,
  socialRowCounts,
  startGoogleStandIn,
  STATUS,
} from '../../adapters/social/testing/social-world';
import { freshIp, login, ME, PASSWORD, register, SEND_CODE, signedInUser } from '../../testing/auth-flows';
import { dbProbe } from '../../testing/db-probe';
import { createTestServer, type GqlOptions, type TestServer } from '../../testing/test-server';

let server: TestServer;
let standIn: OidcStandIn;
let counter = 0;

/** A Google account nobody has used here yet. */
function account(patch: Partial<StandInAccount> = {}): StandInAccount {
  counter += 1;
  return {
    sub: `10${String(counter).padStart(19, '0')}`,
    email: `person${counter}@gmail.com`,
    givenName: 'Layla',
    familyName: 'Hassan',
    ...patch,
  };
}

async function call(document: string, name: string, input: object, options: GqlOptions = {}) {
  const res = await server.gql(document, { ip: freshIp(), locale: 'en', ...options, variables: { input } });
  return { envelope: res.body.data![name], res };
}

const status = (input: object, options?: GqlOptions) =>
  call(STATUS, 'checkSocialProviderStatus', input, options).then((r) => r.envelope);

beforeAll(async () => {
  const google = await startGoogleStandIn();
  standIn = google.standIn;
  server = await createTestServer({ social: google.social });
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

describe('when Google is not configured', () => {
  it('answers SOCIAL_LOGIN_NOT_CONFIGURED for all four operations and lists no provider', async () => {
    const off = await createTestServer();
    try {
      const documents = [
        [STATUS, 'checkSocialProviderStatus'],
        [SOCIAL_LOGIN, 'socialLogin'],
        [SOCIAL_MERGE, 'socialMerge'],
        [SOCIAL_REGISTER, 'socialRegister'],
      ] as const;
      for (const [document, name] of documents) {
        const res = await off.gql(document, { locale: 'en', variables: { input: { provider: 'GOOGLE', code: 'c' } } });
        expect(res.body.data![name]).toMatchObject({
          code: 'SOCIAL_LOGIN_NOT_CONFIGURED',
          message: 'Social sign-in is not enabled at the moment.',
          success: false,
          data: null,
        });
      }
      expect((await off.gql(PROVIDERS)).body.data!.socialSignInProviders.data).toEqual({ providers: [] });
    } finally {
      await off.close();
    }
  });
});

describe('socialSignInProviders', () => {
  it('gives the browser what it needs to open the Google popup', async () => {
    const res = await server.gql(PROVIDERS);
    expect(res.body.data!.socialSignInProviders.data.providers).toEqual([
      {
        provider: 'GOOGLE',
        clientId: CLIENT_ID,
        authorizationEndpoint: `${standIn.url}/authorize`,
        redirectUri: REDIRECT_URI,
        scope: 'openid email profile',
      },
    ]);
  });
});

describe('the popup at the stand-in', () => {
  const authorizeUrl = (patch: Record<string, string> = {}) =>
    `${standIn.url}/authorize?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid email profile', state: 's-1', nonce: 'n-1', ...patch })}`;

  it('chooses an account and redirects back with a code and the state, which the status check accepts', async () => {
    const page = await fetch(authorizeUrl());
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose an account');
    const form = new URLSearchParams(new URL(authorizeUrl()).searchParams);
    form.set('email', 'Popup.Person@gmail.com');
    form.set('given_name', 'Popup');
    form.set('family_name', 'Person');
    const back = await fetch(`${standIn.url}/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('s-1');
    const result = await status({ code: location.searchParams.get('code'), nonce: 'n-1' });
    expect(result.data).toMatchObject({
      actionRequired: 'REGISTER',
      email: 'popup.person@gmail.com',
      firstName: 'Popup',
      lastName: 'Person',
    });
  });

  it('refuses an unknown client or an unregistered redirect URI, like Google', async () => {
    expect((await fetch(authorizeUrl({ client_id: 'someone-else' }))).status).toBe(400);
    const mismatch = await fetch(authorizeUrl({ redirect_uri: 'https://evil.example/callback' }));
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('redirect_uri_mismatch');
  });
});

describe('register, then log in', () => {
  it('creates a verified account without a password from a new Google account, then logs it in', async () => {
    const google = account({ email: 'Layla.New@Gmail.com' });
    const first = await status(popupCode(standIn, google));
    expect(first).toMatchObject({
      code: 'OK',
      success: true,
      data: {
        actionRequired: 'REGISTER',
        email: 'layla.new@gmail.com',
        firstName: 'Layla',
        lastName: 'Hassan',
        hasPassword: false,
      },
    });

    const { envelope, res } = await call(
      SOCIAL_REGISTER,
      'socialRegister',
      { idToken: first.data.idToken, nonce: 'nonce-1' },
      { web: true },
    );
    expect(envelope).toMatchObject({
      code: 'SOCIAL_REGISTERED',
      message: 'Your account was created and you are logged in.',
      success: true,
      data: {
        token: null,
        user: {
          email: 'layla.new@gmail.com',
          firstName: 'Layla',
          lastName: 'Hassan',
          arFirstName: 'Layla',
          hasPassword: false,
        },
      },
    });
    expect(res.sessionCookie).toBeTruthy();
    const me = await server.gql(ME, { cookie: res.sessionCookie });
    expect(me.body.data!.me.data.email).toBe('layla.new@gmail.com');
    const stored = await dbProbe(server.database.db).user('layla.new@gmail.com');
    expect(stored!.emailVerifiedAt).not.toBeNull();
    expect(stored!.passwordHash).toBeNull();

    const again = await status(popupCode(standIn, google, 'nonce-2'));
    expect(again.data.actionRequired).toBe('LOGIN');
    const loggedIn = await call(SOCIAL_LOGIN, 'socialLogin', {
      idToken: again.data.idToken,
      nonce: 'nonce-2',
      loginDetails: { device: 'ANDROID', deviceName: 'Pixel' },
    });
    expect(loggedIn.envelope).toMatchObject({
      code: 'LOGGED_IN',
      success: true,
      data: { user: { id: envelope.data.user.id } },
    });
    expect(loggedIn.envelope.data.token).toMatch(/.{20,}/);
    const link = await findSocialIdentity(server.database.db, 'GOOGLE', google.sub);
    expect(link).toMatchObject({ userId: envelope.data.user.id, email: 'layla.new@gmail.com' });
  });

  it('logs in straight from a popup code, and a code works once only', async () => {
    const google = account();
    const { idToken } = (await status(popupCode(standIn, google))).data;
    await call(SOCIAL_REGISTER, 'socialRegister', { idToken });
    const popup = popupCode(standIn, google);
    expect((await call(SOCIAL_LOGIN, 'socialLogin', popup)).envelope.code).toBe('LOGGED_IN');
    expect((await call(SOCIAL_LOGIN, 'socialLogin', popup)).envelope).toMatchObject({
      code: 'SOCIAL_CODE_INVALID',
      success: false,
      data: null,
    });
  });

  it('asks for the names Google did not give, then registers with them', async () => {
    const google = account({ givenName: undefined, familyName: undefined });
    const { idToken } = (await status(popupCode(standIn, google))).data;
    const missing = await call(SOCIAL_REGISTER, 'socialRegister', { idToken });
    expect(missing.envelope).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [
        { field: 'firstName', message: 'This field is required.' },
        { field: 'lastName', message: 'This field is required.' },
      ],
    });
    const done = await call(SOCIAL_REGISTER, 'socialRegister', {
      idToken,
      firstName: 'Omar',
      lastName: 'Farouk',
      arFirstName: 'عمر',
      favLang: 'AR',
    });
    expect(done.envelope.data.user).toMatchObject({ firstName: 'Omar', lastName: 'Farouk', arFirstName: 'عمر' });
  });

  it('says a Google account is not linked when socialLogin comes first', async () => {
    const before = await socialRowCounts(server);
    const { envelope } = await call(SOCIAL_LOGIN, 'socialLogin', popupCode(standIn, account()));
    expect(envelope).toMatchObject({
      code: 'SOCIAL_ACCOUNT_NOT_LINKED',
      message: 'This Google account is not linked to an account here yet.',
      success: false,
    });
    expect(await socialRowCounts(server)).toEqual(before);
  });
});

describe('merge with an existing e-mail account', () => {
  it('links after the account password, and only after the right one', async () => {
    const { user } = await signedInUser(server, { email: 'merge.pw@example.com' });
    const google = account({ email: 'merge.pw@example.com' });
    const first = await status(popupCode(standIn, google));
    expect(first.data).toMatchObject({ actionRequired: 'MERGE', hasPassword: true });

    const wrong = await call(SOCIAL_MERGE, 'socialMerge', { idToken: first.data.idToken, password: 'WrongPass9' });
    expect(wrong.envelope).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      success: false,
      fieldErrors: [{ field: 'password' }],
    });
    expect(await findSocialIdentity(server.database.db, 'GOOGLE', google.sub)).toBeNull();

    const merged = await call(
      SOCIAL_MERGE,
      'socialMerge',
      { idToken: first.data.idToken, password: PASSWORD },
      { web: true },
    );
    expect(merged.envelope).toMatchObject({
      code: 'SOCIAL_ACCOUNT_LINKED',
      success: true,
      data: { user: { id: user.id, hasPassword: true } },
    });
    expect(merged.res.sessionCookie).toBeTruthy();
    expect((await status(popupCode(standIn, google))).data.actionRequired).toBe('LOGIN');
    // The password still works too.
    expect((await login(server, 'merge.pw@example.com')).envelope.code).toBe('LOGGED_IN');
  });

  it('asks for a password or a code when neither is given', async () => {
    await signedInUser(server, { email: 'merge.none@example.com' });
    const { idToken } = (await status(popupCode(standIn, account({ email: 'merge.none@example.com' })))).data;
    const { envelope } = await call(SOCIAL_MERGE, 'socialMerge', { idToken });
    expect(envelope).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'password', message: 'This field is required.' }],
    });
  });

  it('links after a SOCIAL_EMAIL_VERIFICATION code mailed to the account', async () => {
    const { user } = await signedInUser(server, { email: 'merge.code@example.com' });
    const google = account({ email: 'merge.code@example.com' });
    const { idToken } = (await status(popupCode(standIn, google))).data;
    const sent = await server.gql(SEND_CODE, {
      ip: freshIp(),
      variables: { input: { email: 'merge.code@example.com', purpose: 'SOCIAL_EMAIL_VERIFICATION' } },
    });
    expect(sent.body.data!.sendEmailVerificationCode.code).toBe('CODE_SENT');
    const [mail] = await server.mails('merge.code@example.com');
    expect(mail!.template).toContain('SOCIAL_EMAIL_VERIFICATION');
    const code = await server.lastCode('merge.code@example.com');

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(SOCIAL_MERGE, 'socialMerge', { idToken, verificationCode: wrongCode })).envelope.code).toBe(
      'CODE_INVALID',
    );
    const arabicDigits = code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const merged = await call(SOCIAL_MERGE, 'socialMerge', { idToken, verificationCode: arabicDigits });
    expect(merged.envelope).toMatchObject({ code: 'SOCIAL_ACCOUNT_LINKED', data: { user: { id: user.id } } });
    // The code was used up with the link.
    const codes = await dbProbe(server.database.db).codes('merge.code@example.com');
    expect(
      codes.filter((row) => row.purpose === 'SOCIAL_EMAIL_VERIFICATION').every((row) => row.consumedAt !== null),
    ).toBe(true);
  });

  it('verifies a never-verified account merged by code and drops the password someone may have set', async () => {
    await register(server, { email: 'squatted@example.com' });
    const google = account({ email: 'squatted@example.com' });
    const { idToken, hasPassword } = (await status(popupCode(standIn, google))).data;
    expect(hasPassword).toBe(true);
    await server.gql(SEND_CODE, {
      ip: freshIp(),
      variables: { input: { email: 'squatted@example.com', purpose: 'SOCIAL_EMAIL_VERIFICATION' } },
    });
    const merged = await call(SOCIAL_MERGE, 'socialMerge', {
      idToken,
      verificationCode: await server.lastCode('squatted@example.com'),
    });
    expect(merged.envelope).toMatchObject({ code: 'SOCIAL_ACCOUNT_LINKED', data: { user: { hasPassword: false } } });
    const stored = await dbProbe(server.database.db).user('squatted@example.com');
    expect(stored!.emailVerifiedAt).not.toBeNull();
    expect((await login(server, 'squatted@example.com')).envelope.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses to link a second Google account to an account that has one', async () => {
    await signedInUser(server, { email: 'two.googles@example.com' });
    const { idToken } = (await status(popupCode(standIn, account({ email: 'two.googles@example.com' })))).data;
    expect((await call(SOCIAL_MERGE, 'socialMerge', { idToken, password: PASSWORD })).envelope.code).toBe(
      'SOCIAL_ACCOUNT_LINKED',
    );
    const other = await status(popupCode(standIn, account({ email: 'two.googles@example.com' })));
    expect(other).toMatchObject({ code: 'SOCIAL_ACCOUNT_ALREADY_LINKED', success: false, data: null });
  });

  it('refuses register for an e-mail that has an account', async () => {
    await signedInUser(server, { email: 'taken.social@example.com' });
    const { idToken } = (await status(popupCode(standIn, account({ email: 'taken.social@example.com' })))).data;
    const before = await socialRowCounts(server);
    expect((await call(SOCIAL_REGISTER, 'socialRegister', { idToken })).envelope).toMatchObject({
      code: 'EMAIL_TAKEN',
      success: false,
    });
    expect(await socialRowCounts(server)).toEqual(before);
  });
});

describe('refused tokens write nothing', () => {
  it('answers clear codes for foreign, expired, tampered and unverified tokens', async () => {
    const before = await socialRowCounts(server);
    const claims = {
      sub: '999',
      email: 'bad@gmail.com',
      email_verified: true,
      given_name: 'Bad',
      family_name: 'Actor',
    };
    const cases: Array<[string, string]> = [
      [await standIn.signIdToken(claims, { foreign: true }), 'SOCIAL_TOKEN_INVALID'],
      [
        await standIn.signIdToken({
          ...claims,
          aud: 'another-app.apps.googleusercontent.com',
          azp: 'another-app.apps.googleusercontent.com',
        }),
        'SOCIAL_TOKEN_INVALID',
      ],
      [await standIn.signIdToken({ ...claims, iss: 'https://accounts.example' }), 'SOCIAL_TOKEN_INVALID'],
      [await standIn.signIdToken({ ...claims, iat: 1_700_000_000, exp: 1_700_003_600 }), 'SOCIAL_TOKEN_EXPIRED'],
      [await standIn.signIdToken({ ...claims, email_verified: false }), 'SOCIAL_EMAIL_NOT_VERIFIED'],
      ['eyJhbGciOiJub25lIn0.e30.', 'SOCIAL_TOKEN_INVALID'],
    ];
    for (const [idToken, code] of cases) {
      for (const [document, name] of [
        [STATUS, 'checkSocialProviderStatus'],
        [SOCIAL_REGISTER, 'socialRegister'],
        [SOCIAL_MERGE, 'socialMerge'],
      ] as const) {
        const input = name === 'socialMerge' ? { idToken, password: PASSWORD } : { idToken };
        const { envelope, res } = await call(document, name, input);
        expect(envelope, `${name} ${code}`).toMatchObject({ code, success: false, data: null });
        expect(res.sessionCookie).toBeUndefined();
      }
    }
    expect(await socialRowCounts(server)).toEqual(before);
  });

  it('checks the nonce the browser sent against the token', async () => {
    const { code } = popupCode(standIn, account(), 'nonce-a');
    expect((await status({ code, nonce: 'nonce-b' })).code).toBe('SOCIAL_TOKEN_INVALID');
  });

  it('refuses a code issued for another redirect URI', async () => {
    const code = standIn.issueCode(account(), { redirectUri: 'http://evil.test/callback' });
    expect((await status({ code })).code).toBe('SOCIAL_CODE_INVALID');
  });

  it('needs a code or an ID token, and a known provider', async () => {
    expect(await status({})).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'idToken' }] });
    expect(await status({ provider: 'FACEBOOK', code: 'x' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'provider' }],
    });
  });

  it('says Google is unavailable when its token endpoint is down', async () => {
    const popup = popupCode(standIn, account());
    standIn.setDown(true);
    try {
      expect((await status(popup)).code).toBe('SOCIAL_PROVIDER_UNAVAILABLE');
    } finally {
      standIn.setDown(false);
    }
  });
});

describe('account state and limits', () => {
  it('does not log in a blocked account', async () => {
    const google = account();
    const { idToken } = (await status(popupCode(standIn, google))).data;
    const registered = await call(SOCIAL_REGISTER, 'socialRegister', { idToken });
    await dbProbe(server.database.db).updateUser(registered.envelope.data.user.id, { isBlocked: true });
    const before = await socialRowCounts(server);
    expect((await call(SOCIAL_LOGIN, 'socialLogin', popupCode(standIn, google))).envelope.code).toBe('ACCOUNT_BLOCKED');
    expect(await socialRowCounts(server)).toEqual(before);
  });

  it('limits social calls per client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++)
      expect((await status({ idToken: 'not-a-token' }, { ip })).code).toBe('SOCIAL_TOKEN_INVALID');
    expect((await status({ idToken: 'not-a-token' }, { ip })).code).toBe('RATE_LIMITED');
  });

  it('answers in Arabic by default', async () => {
    const res = await server.gql(STATUS, { ip: freshIp(), variables: { input: { idToken: 'x' } } });
    expect(res.body.data!.checkSocialProviderStatus.message).toBe(
      'تعذّر التحقق من تسجيل دخولك عبر Google. يُرجى المحاولة مرة أخرى.',
    );
  });
});
