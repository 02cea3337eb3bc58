import { updateUser } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import {
  ACCOUNT_MAIL_JOBS,
  enforceRateLimits,
  identityRateRules,
  queueAccountMail,
  requireViewer,
  toUserProfile,
  type UserProfile,
} from '../identity/index';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { loadActiveUser } from './load-active-user';
import { changeEmailInputSchema } from './schemas';

/**
 * Starts an e-mail change: the new address is kept as `unverifiedEmail` and the job queue mails
 * it an EMAIL_UPDATE code (deliverEmailChange). The account keeps its old e-mail until that code
 * is confirmed through verifyUserVerificationCodeByEmail, which swaps them. An address another
 * account has answers exactly the same, and that account's owner is mailed instead: nobody learns
 * from this call which addresses are registered (decision 0038).
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
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, { unverifiedEmail: email, updatedAt: now });
    await queueAccountMail(tx, now, ACCOUNT_MAIL_JOBS.emailChange, { userId: user.id, email });
    return row;
  });
  deps.wakeJobRunner?.();
  return toUserProfile(updated ?? user);
}
