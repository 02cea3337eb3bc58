import { SocialTokenError, type SocialIdentity, type SocialProviderName } from '@manara/domain';
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

export interface IdTokenExpectations {
  provider: SocialProviderName;
  /** Accepted `iss` values (Google signs with and without the scheme). */
  issuers: string[];
  /** Our client id: `aud` must contain it, and `azp` must be it when present. */
  clientId: string;
  /** The value the browser put in the authorisation request, when it sent one. */
  nonce?: string;
  /** Clock skew allowed on exp/iat, in seconds. */
  clockToleranceSeconds?: number;
  now?: Date;
}

const text = (value: unknown, max = 320): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

/** jose failures by kind: a key set that cannot be fetched is the provider's outage, not a bad token. */
function failureOf(error: unknown): SocialTokenError {
  if (error instanceof SocialTokenError) return error;
  if (error instanceof errors.JWTExpired) return new SocialTokenError('expired', 'ID token expired');
  if (error instanceof errors.JWKSTimeout) return new SocialTokenError('unavailable', 'JWKS timed out');
  // The generic JOSEError is jose's "key set answered non-200 or not JSON"; its subclasses are token faults.
  if (error instanceof errors.JOSEError && error.code !== 'ERR_JOSE_GENERIC')
    return new SocialTokenError('invalid', `ID token rejected: ${error.code}`);
  // Fetching the key set failed (network, non-2xx, not JSON).
  return new SocialTokenError('unavailable', `JWKS unavailable: ${(error as Error).message}`);
}

/**
 * Verifies an OpenID Connect ID token (Core §3.1.3.7): RS256 signature against the provider's
 * keys, issuer, audience (and authorised party), expiry and issue time, nonce; then requires a
 * subject and a provider-verified e-mail (docs/providers.md: link by e-mail only when verified).
 */
export async function verifyIdToken(
  idToken: string,
  keys: JWTVerifyGetKey,
  expect: IdTokenExpectations,
): Promise<SocialIdentity> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: expect.issuers,
      audience: expect.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: expect.clockToleranceSeconds ?? 30,
      currentDate: expect.now,
    }));
  } catch (error) {
    throw failureOf(error);
  }
  if (payload.azp !== undefined && payload.azp !== expect.clientId)
    throw new SocialTokenError('invalid', 'ID token for another party');
  if (expect.nonce !== undefined && payload.nonce !== expect.nonce)
    throw new SocialTokenError('invalid', 'ID token nonce mismatch');
  const subject = text(payload.sub, 255);
  const email = text(payload.email)?.toLowerCase();
  if (!subject || !email || !/^[^\s@]+@[^\s@]+$/.test(email))
    throw new SocialTokenError('invalid', 'ID token without subject or e-mail');
  // Google has sent the flag as a string in some tokens.
  if (payload.email_verified !== true && payload.email_verified !== 'true')
    throw new SocialTokenError('email_unverified');
  return {
    provider: expect.provider,
    subject,
    email,
    givenName: text(payload.given_name, 60),
    familyName: text(payload.family_name, 60),
    name: text(payload.name, 120),
    picture: text(payload.picture, 2048),
  };
}
