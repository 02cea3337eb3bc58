import { SocialTokenError } from '@manara/domain';

/** The parts of an OpenID Provider's discovery document (OIDC Discovery 1.0 §3) we use. */
export interface OidcEndpoints {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
}

const REQUEST_TIMEOUT_MS = 5000;

function endpointOf(doc: Record<string, unknown>, name: string): string {
  const value = doc[name];
  if (typeof value !== 'string' || !/^https?:\/\//.test(value))
    throw new SocialTokenError('unavailable', `discovery document lacks ${name}`);
  return value;
}

/**
 * Reads `<issuer>/.well-known/openid-configuration` once and keeps it; a failed read is not
 * kept, so the next sign-in tries again. The document must name the configured issuer
 * (Discovery §4.3), or tokens could be checked against someone else's keys.
 */
export function createOidcDiscovery(issuer: string): () => Promise<OidcEndpoints> {
  let pending: Promise<OidcEndpoints> | null = null;
  const load = async (): Promise<OidcEndpoints> => {
    let response: Response;
    try {
      response = await fetch(`${issuer}/.well-known/openid-configuration`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SocialTokenError('unavailable', `discovery unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new SocialTokenError('unavailable', `discovery answered ${response.status}`);
    const doc = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!doc || doc.issuer !== issuer)
      throw new SocialTokenError('unavailable', 'discovery document names another issuer');
    return {
      issuer,
      authorizationEndpoint: endpointOf(doc, 'authorization_endpoint'),
      tokenEndpoint: endpointOf(doc, 'token_endpoint'),
      jwksUri: endpointOf(doc, 'jwks_uri'),
    };
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
