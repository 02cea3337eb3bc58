// Runs the OpenID Connect stand-in on its own (e2e/support/platform.ts starts it for the API):
//   OIDC_STAND_IN_PORT=0 GOOGLE_CLIENT_ID=… GOOGLE_CLIENT_SECRET=… tsx serve-oidc-stand-in.ts
// and prints "oidc stand-in listening on <url>" once it listens.
import { GOOGLE_CALLBACK_PATH } from '../google-config';
import { startOidcStandIn } from './oidc-stand-in';

const webBaseUrl = process.env.WEB_BASE_URL?.replace(/\/+$/, '');
const redirectUri =
  process.env.GOOGLE_REDIRECT_URI || (webBaseUrl ? `${webBaseUrl}${GOOGLE_CALLBACK_PATH}` : undefined);

const standIn = await startOidcStandIn({
  clientId: process.env.GOOGLE_CLIENT_ID ?? 'manara-test.apps.googleusercontent.com',
  clientSecret: process.env.GOOGLE_CLIENT_SECRET ?? 'stand-in-secret',
  port: Number(process.env.OIDC_STAND_IN_PORT ?? 0),
  // Like the Google console: only the app's own callback may receive codes.
  ...(redirectUri ? { redirectUris: [redirectUri] } : {}),
  accounts: [
    { sub: '110000000000000000001', email: 'layla.hassan@gmail.com', givenName: 'Layla', familyName: 'Hassan' },
    { sub: '110000000000000000002', email: 'omar.farouk@gmail.com', givenName: 'Omar', familyName: 'Farouk' },
  ],
});
console.log(`oidc stand-in listening on ${standIn.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
