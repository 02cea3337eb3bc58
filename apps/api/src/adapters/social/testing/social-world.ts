import { schema } from '@manara/db';
import { count } from 'drizzle-orm';
import { silentLogger, type TestServer } from '../../../testing/test-server';
import { createGoogleSignIn } from '../google-sign-in';
import { startOidcStandIn, type OidcStandIn, type StandInAccount } from './oidc-stand-in';

/** Integration-test fixtures for social sign-in: the OIDC stand-in and Google sign-in pointed at it. */
export const CLIENT_ID = 'manara-test.apps.googleusercontent.com';
export const REDIRECT_URI = 'http://web.test/auth/google/callback';

export async function startGoogleStandIn(accounts: StandInAccount[] = []) {
  const standIn = await startOidcStandIn({
    clientId: CLIENT_ID,
    clientSecret: 'stand-in-secret',
    accounts,
    redirectUris: [REDIRECT_URI],
  });
  const social = createGoogleSignIn(
    { clientId: CLIENT_ID, clientSecret: 'stand-in-secret', issuer: standIn.url, redirectUri: REDIRECT_URI },
    silentLogger,
  );
  return { standIn, social };
}

const ENVELOPE = 'code message success fieldErrors { field message }';
export const PROVIDERS = `query P { socialSignInProviders { ${ENVELOPE} data { providers { provider clientId authorizationEndpoint redirectUri scope } } } }`;
export const STATUS = `mutation S($input: CheckSocialProviderStatusInput) { checkSocialProviderStatus(input: $input) { ${ENVELOPE} data { actionRequired idToken email firstName lastName hasPassword } } }`;
const signIn = (name: string, inputType: string) =>
  `mutation M($input: ${inputType}) { ${name}(input: $input) { ${ENVELOPE} data { token expiresAt user { id email firstName lastName arFirstName hasPassword } } } }`;
export const SOCIAL_LOGIN = signIn('socialLogin', 'SocialLoginInput');
export const SOCIAL_MERGE = signIn('socialMerge', 'SocialMergeInput');
export const SOCIAL_REGISTER = signIn('socialRegister', 'SocialRegisterInput');

/** A code as if the account had been picked in the popup, with the nonce the browser sent. */
export function popupCode(standIn: OidcStandIn, account: StandInAccount, nonce = 'nonce-1') {
  return { code: standIn.issueCode(account, { redirectUri: REDIRECT_URI, nonce }), nonce };
}

/** Rows that a refused sign-in must not add. */
export async function socialRowCounts(server: TestServer) {
  const db = server.database.db;
  const [users] = await db.select({ n: count() }).from(schema.users);
  const [links] = await db.select({ n: count() }).from(schema.socialIdentities);
  const [sessions] = await db.select({ n: count() }).from(schema.sessions);
  return { users: users!.n, links: links!.n, sessions: sessions!.n };
}
