import { findUserByEmail, updateUser } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import {
  deliverVerificationCode,
  enforceRateLimits,
  identityRateRules,
  requireViewer,
  toUserProfile,
  type UserProfile,
} from '../identity/index';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { loadActiveUser } from './load-active-user';
import { changeEmailInputSchema } from './schemas';

/**
 * Starts an e-mail change: the new address is kept as `unverifiedEmail` and gets a code with
 * purpose EMAIL_UPDATE. The account keeps its old e-mail until that code is confirmed through
 * verifyUserVerificationCodeByEmail, which swaps them.
 */
export async function changeEmail(deps: DomainDeps, caller: Caller, input: unknown): Promise<UserProfile> {
  const viewer = requireViewer(caller);
  const { email } = parseInput(changeEmailInputSchema, input);
  await enforceRateLimits(deps, [
    [`change-email:user:${viewer.userId}`, identityRateRules.codeSendPerEmail],
    [`code-send:email:${email}`, identityRateRules.codeSendPerEmail],
  ]);
  const user = await loadActiveUser(deps, viewer);
  if (user.email.toLowerCase() === email)
    throw new AppError('VALIDATION_FAILED', [{ field: 'email', messageKey: 'sameEmail' }]);
  const holder = await findUserByEmail(deps.db, email);
  if (holder) throw new AppError('EMAIL_TAKEN', [{ field: 'email', messageKey: 'emailTaken' }]);
  const updated = (await updateUser(deps.db, user.id, { unverifiedEmail: email, updatedAt: deps.now() })) ?? user;
  await deliverVerificationCode(deps, updated, 'EMAIL_UPDATE', email);
  return toUserProfile(updated);
}
