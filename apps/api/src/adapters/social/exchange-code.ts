import { SocialTokenError } from '@manara/domain';

export interface CodeExchange {
  tokenEndpoint: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  code: string;
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The authorisation-code grant (RFC 6749 §4.1.3) as Google documents it: a form POST with the
 * client credentials in the body. Returns the ID token. invalid_grant (used, expired or foreign
 * code, redirect mismatch) is the user's failed attempt; anything else (invalid_client, 5xx,
 * network) means the provider or our setup is at fault.
 */
export async function exchangeAuthorizationCode(request: CodeExchange): Promise<string> {
  let response: Response;
  try {
    response = await fetch(request.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: request.code,
        client_id: request.clientId,
        client_secret: request.clientSecret,
        redirect_uri: request.redirectUri,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SocialTokenError('unavailable', `token endpoint unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && typeof body?.id_token === 'string') return body.id_token;
  const oauthError = typeof body?.error === 'string' ? body.error : `status ${response.status}`;
  if (response.status === 400 && oauthError === 'invalid_grant')
    throw new SocialTokenError('code_rejected', 'authorisation code refused');
  throw new SocialTokenError('unavailable', `token endpoint refused: ${oauthError.slice(0, 100)}`);
}
