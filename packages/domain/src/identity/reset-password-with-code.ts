import { consumeVerificationCode, findUserByEmail, revokeUserSessions, updateUser } from '@manara/db';
import type { DomainDeps } from '../deps';
import { checkVerificationCode, codeInvalidError } from './check-verification-code';
import { parseIdentityInput } from './parse-identity-input';
import { hashPassword } from './passwords';
import { enforceRateLimits, identityRateRules } from './rate-limits';
import { verifyPasswordResetInputSchema } from './schemas';
import type { RequestCaller } from './types';

/**
 * Sets a new password with a PASSWORD_RESET code and ends every session of the user. The code
 * proves the mailbox, so an unverified e-mail becomes verified too. `signedOut` tells the
 * transport the caller's own session was among those ended.
 */
export async function resetPasswordWithCode(
  deps: DomainDeps,
  caller: RequestCaller,
  input: unknown,
): Promise<{ signedOut: boolean }> {
  const data = parseIdentityInput(verifyPasswordResetInputSchema, input);
  await enforceRateLimits(deps, [[`code-check:ip:${caller.ip}`, identityRateRules.codeCheckPerIp]]);
  const row = await checkVerificationCode(deps, { email: data.email, purpose: 'PASSWORD_RESET', code: data.code });
  const user = await findUserByEmail(deps.db, data.email);
  if (!user || user.isDeleted || (row.userId && row.userId !== user.id)) throw codeInvalidError();
  const passwordHash = await hashPassword(data.newPassword);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await consumeVerificationCode(tx, row.id, now))) throw codeInvalidError();
    await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now });
    await revokeUserSessions(tx, user.id, now);
  });
  return { signedOut: caller.viewer?.userId === user.id };
}
