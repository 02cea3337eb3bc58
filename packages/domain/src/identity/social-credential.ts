import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import type { ErrorCode } from '../errors/index';
import { SocialTokenError, type SocialIdentity, type SocialSignIn, type SocialTokenFailure } from '../ports/index';
import { enforceRateLimits, type RateRule } from './rate-limits';
import type { SocialCredentialInput } from './social-schemas';
import type { RequestCaller } from './types';

/** Every social operation counts here (each may call the provider); a full sign-in takes two or three. */
export const socialRateRules = {
  perIp: { limit: 60, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

const failureCodes: Record<SocialTokenFailure, ErrorCode> = {
  code_rejected: 'SOCIAL_CODE_INVALID',
  invalid: 'SOCIAL_TOKEN_INVALID',
  expired: 'SOCIAL_TOKEN_EXPIRED',
  email_unverified: 'SOCIAL_EMAIL_NOT_VERIFIED',
  unavailable: 'SOCIAL_PROVIDER_UNAVAILABLE',
};

/** The configured provider port; off (docs/ARCHITECTURE.md) → SOCIAL_LOGIN_NOT_CONFIGURED. */
export function requireSocialSignIn(deps: DomainDeps): SocialSignIn {
  if (!deps.social) throw new AppError('SOCIAL_LOGIN_NOT_CONFIGURED');
  return deps.social;
}

export interface VerifiedSocialCredential {
  identity: SocialIdentity;
  /** The verified ID token, handed back so the next step (login, merge, register) can prove the same sign-in. */
  idToken: string;
}

/**
 * Turns the browser's proof into a verified identity: an authorisation code is exchanged at the
 * provider's token endpoint first; the ID token is then verified (signature, issuer, audience,
 * expiry, nonce, verified e-mail). Provider refusals become clear codes; nothing is written.
 */
export async function verifySocialCredential(
  deps: DomainDeps,
  caller: RequestCaller,
  input: SocialCredentialInput,
): Promise<VerifiedSocialCredential> {
  const social = requireSocialSignIn(deps);
  await enforceRateLimits(deps, [[`social:ip:${caller.ip}`, socialRateRules.perIp]]);
  try {
    const idToken = input.code ? await social.exchangeCode(input.provider, input.code) : input.idToken!;
    const identity = await social.verifyIdToken(input.provider, idToken, input.nonce);
    return { identity, idToken };
  } catch (error) {
    if (error instanceof SocialTokenError) {
      if (error.reason === 'unavailable') deps.logger.warn({ err: error.message }, 'social provider unavailable');
      throw new AppError(failureCodes[error.reason]);
    }
    throw error;
  }
}
