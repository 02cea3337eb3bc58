import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { accountChooserPage, errorPage } from './oidc-stand-in-page';

/** A person who can sign in at the stand-in; `emailVerified` defaults to true. */
export interface StandInAccount {
  sub: string;
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  name?: string;
}

export interface OidcStandInOptions {
  clientId: string;
  clientSecret: string;
  accounts?: StandInAccount[];
  /** Registered redirect URIs, like the client's in the Google console; unset → any http(s) URI. */
  redirectUris?: string[];
  /** 0 (default) picks a free port. */
  port?: number;
}

interface IssuedCode {
  account: StandInAccount;
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  expiresAt: number;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

const CODE_TTL_MS = 60_000;
const ID_TOKEN_TTL_S = 3600;

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A local OpenID Connect provider speaking Google's protocol: discovery document, JWKS,
 * /authorize (an account chooser that redirects back with a code and the state), /token
 * (authorisation-code grant checking client credentials, code, redirect URI; single-use codes;
 * RS256 ID tokens with the nonce). Helpers let tests mint codes and tokens directly, sign with a
 * foreign key, rotate keys and take the provider down.
 */
export async function startOidcStandIn(options: OidcStandInOptions) {
  const accounts = options.accounts ?? [];
  const codes = new Map<string, IssuedCode>();
  let keys = [await newSigningKey()];
  const foreignKey = await newSigningKey();
  let down = false;
  let url = '';

  const signIdToken = async (claims: Record<string, unknown>, opts: { foreign?: boolean; alg?: string } = {}) => {
    const key = opts.foreign ? foreignKey : keys[0]!;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: url,
      aud: options.clientId,
      azp: options.clientId,
      iat: now,
      exp: now + ID_TOKEN_TTL_S,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .sign(key.privateKey);
  };

  const claimsOf = (account: StandInAccount, nonce: string | undefined) => ({
    sub: account.sub,
    email: account.email,
    email_verified: account.emailVerified ?? true,
    ...(account.givenName ? { given_name: account.givenName } : {}),
    ...(account.familyName ? { family_name: account.familyName } : {}),
    ...(account.name || account.givenName
      ? { name: account.name ?? [account.givenName, account.familyName].filter(Boolean).join(' ') }
      : {}),
    ...(nonce ? { nonce } : {}),
  });

  const issueCode = (account: StandInAccount, params: { redirectUri: string; nonce?: string; clientId?: string }) => {
    const code = `4/${randomBytes(24).toString('base64url')}`;
    codes.set(code, {
      account,
      clientId: params.clientId ?? options.clientId,
      redirectUri: params.redirectUri,
      nonce: params.nonce,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    return code;
  };

  const json = (res: ServerResponse, status: number, body: unknown) =>
    void res
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  const html = (res: ServerResponse, status: number, body: string) =>
    void res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);

  /** Checks an authorisation request; the error text, or null when it may proceed. */
  const authorizeProblem = (params: URLSearchParams): string | null => {
    if (params.get('client_id') !== options.clientId) return 'The OAuth client was not found. (invalid_client)';
    if (params.get('response_type') !== 'code') return 'Unsupported response_type.';
    if (!params.get('scope')?.split(' ').includes('openid')) return 'The scope must include openid.';
    const redirectUri = params.get('redirect_uri') ?? '';
    if (options.redirectUris ? !options.redirectUris.includes(redirectUri) : !/^https?:\/\/[^/]/.test(redirectUri)) {
      return `The redirect URI in the request, ${redirectUri}, does not match the ones authorized for the OAuth client. (redirect_uri_mismatch)`;
    }
    return null;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const reqUrl = new URL(req.url ?? '/', url);
    if (down) return json(res, 503, { error: 'temporarily_unavailable' });
    if (req.method === 'GET' && reqUrl.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: url,
        authorization_endpoint: `${url}/authorize`,
        token_endpoint: `${url}/token`,
        jwks_uri: `${url}/certs`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        claims_supported: [
          'aud',
          'email',
          'email_verified',
          'exp',
          'family_name',
          'given_name',
          'iat',
          'iss',
          'name',
          'sub',
          'nonce',
        ],
      });
    }
    if (req.method === 'GET' && reqUrl.pathname === '/certs') return json(res, 200, { keys: keys.map((k) => k.jwk) });
    if (reqUrl.pathname === '/authorize') {
      const params = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : reqUrl.searchParams;
      const problem = authorizeProblem(params);
      if (problem) return html(res, 400, errorPage(problem));
      if (req.method === 'GET')
        return html(
          res,
          200,
          accountChooserPage(
            reqUrl.searchParams,
            accounts.map((a) => ({
              email: a.email,
              name: a.name ?? `${a.givenName ?? ''} ${a.familyName ?? ''}`.trim(),
            })),
          ),
        );
      const back = new URL(params.get('redirect_uri')!);
      const state = params.get('state');
      if (state) back.searchParams.set('state', state);
      if (params.get('deny')) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const chosen = params.get('account');
        const typed = params.get('email')?.trim().toLowerCase();
        const account =
          chosen !== null
            ? accounts[Number(chosen)]
            : typed
              ? (accounts.find((a) => a.email === typed) ?? {
                  sub: `1${BigInt(`0x${randomBytes(8).toString('hex')}`)
                    .toString()
                    .padStart(20, '0')}`,
                  email: typed,
                  givenName: params.get('given_name')?.trim() || undefined,
                  familyName: params.get('family_name')?.trim() || undefined,
                })
              : undefined;
        if (!account) return html(res, 400, errorPage('Choose an account.'));
        if (chosen === null && !accounts.includes(account)) accounts.push(account);
        back.searchParams.set(
          'code',
          issueCode(account, { redirectUri: params.get('redirect_uri')!, nonce: params.get('nonce') ?? undefined }),
        );
        back.searchParams.set('scope', 'email profile openid');
      }
      return void res.writeHead(302, { location: back.toString() }).end();
    }
    if (req.method === 'POST' && reqUrl.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      let clientId = form.get('client_id') ?? '';
      let clientSecret = form.get('client_secret') ?? '';
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
      if (basic)
        [clientId = '', clientSecret = ''] = Buffer.from(basic[1]!, 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent);
      if (clientId !== options.clientId || !sameSecret(clientSecret, options.clientSecret)) {
        return json(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
      }
      if (form.get('grant_type') !== 'authorization_code') return json(res, 400, { error: 'unsupported_grant_type' });
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      if (!issued || issued.expiresAt < Date.now() || issued.clientId !== clientId) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      }
      if (issued.redirectUri !== form.get('redirect_uri'))
        return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      const idToken = await signIdToken(claimsOf(issued.account, issued.nonce));
      return json(res, 200, {
        access_token: randomBytes(24).toString('base64url'),
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        id_token: idToken,
      });
    }
    return json(res, 404, { error: 'not_found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      json(res, 500, { error: 'server_error', error_description: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    /** A code as if the account had been chosen in the popup. */
    issueCode,
    /** An ID token with the given claims over sensible defaults (iss, aud, azp, iat, exp); `foreign` signs with a key not in the JWKS. */
    signIdToken,
    /** The ID token the token endpoint would issue for the account. */
    idTokenFor: (account: StandInAccount, nonce?: string) => signIdToken(claimsOf(account, nonce)),
    /** New signing key; the old one leaves the JWKS. */
    rotateKeys: async () => void (keys = [await newSigningKey()]),
    /** Every endpoint answers 503 while down. */
    setDown: (value: boolean) => void (down = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcStandIn = Awaited<ReturnType<typeof startOidcStandIn>>;
