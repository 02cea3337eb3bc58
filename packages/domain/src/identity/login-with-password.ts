import { findUserByEmail } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { createUserSession } from './create-user-session';
import { deliverVerificationCode } from './deliver-verification-code';
import { parseIdentityInput } from './parse-identity-input';
import { verifyPasswordOrDummy } from './passwords';
import { enforceRateLimits, identityRateRules } from './rate-limits';
import { loginInputSchema } from './schemas';
import type { RequestCaller } from './types';
import { toUserProfile, type UserProfile } from './user-profile';

export interface LoginResult {
  user: UserProfile;
  /** The opaque session token, in clear, for the cookie or the bearer header. */
  token: string;
  expiresAt: Date;
}

/**
 * E-mail and password login. Unknown e-mail and wrong password fail alike (INVALID_CREDENTIALS)
 * and cost the same argon2 check. Only after the password is right do blocked
 * (ACCOUNT_BLOCKED) and unverified (EMAIL_NOT_VERIFIED, with a fresh code mailed) show.
 */
export async function loginWithPassword(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<LoginResult> {
  const data = parseIdentityInput(loginInputSchema, input);
  await enforceRateLimits(deps, [
    [`login:ip:${caller.ip}`, identityRateRules.loginPerIp],
    [`login:email-ip:${data.email}:${caller.ip}`, identityRateRules.loginPerEmailAndIp],
    [`login:email:${data.email}`, identityRateRules.loginPerEmail],
  ]);
  const user = await findUserByEmail(deps.db, data.email);
  const passwordOk = await verifyPasswordOrDummy(user?.passwordHash, data.password);
  if (!user || !passwordOk || user.isDeleted) throw new AppError('INVALID_CREDENTIALS');
  if (user.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
  if (!user.emailVerifiedAt) {
    await deliverVerificationCode(deps, user, 'EMAIL_VERIFICATION');
    throw new AppError('EMAIL_NOT_VERIFIED');
  }
  const session = await createUserSession(deps, caller, user.id, data.loginDetails);
  return { user: toUserProfile(session.user), token: session.token, expiresAt: session.expiresAt };
}
