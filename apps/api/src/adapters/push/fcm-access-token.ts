import { createSign } from 'node:crypto';
import type { FcmServiceAccount } from './fcm-service-account';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The OAuth2 JWT-bearer assertion (RFC 7523) a service account signs with its RS256 key. */
export function signServiceAccountAssertion(account: FcmServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(
    JSON.stringify({ iss: account.clientEmail, scope: SCOPE, aud: account.tokenUri, iat, exp: iat + 3600 }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.privateKey);
  return `${header}.${claims}.${b64url(signature)}`;
}

/** Access tokens for FCM, fetched when needed and reused until a minute before they expire. */
export function createAccessTokenSource(account: FcmServiceAccount, send: typeof fetch, timeoutMs: number) {
  let cached: { token: string; expiresAt: number } | null = null;
  return {
    async get(): Promise<string> {
      if (cached && cached.expiresAt > Date.now() + 60_000) return cached.token;
      const response = await send(account.tokenUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion: signServiceAccountAssertion(account, Date.now()),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`FCM token exchange answered HTTP ${response.status}`);
      const body = (await response.json()) as { access_token?: string; expires_in?: number };
      if (!body.access_token) throw new Error('FCM token exchange gave no access_token');
      cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
      return cached.token;
    },
    /** After a 401: the next call fetches a new token. */
    forget() {
      cached = null;
    },
  };
}
