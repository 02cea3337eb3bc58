import { findUserById, revokeUserSessions, updateUser } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseIdentityInput } from './parse-identity-input';
import { hashPassword, verifyPassword } from './passwords';
import { enforceRateLimits, identityRateRules } from './rate-limits';
import { requireViewer } from './require-viewer';
import { changePasswordInputSchema } from './schemas';
import type { RequestCaller } from './types';

/** A signed-in user changes their password; every other session of theirs ends. */
export async function changePassword(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<true> {
  const viewer = requireViewer(caller);
  const data = parseIdentityInput(changePasswordInputSchema, input);
  await enforceRateLimits(deps, [[`change-password:user:${viewer.userId}`, identityRateRules.changePasswordPerUser]]);
  const user = await findUserById(deps.db, viewer.userId);
  if (!user || !(await verifyPassword(user.passwordHash, data.currentPassword))) {
    throw new AppError('WRONG_PASSWORD', [{ field: 'currentPassword', messageKey: 'wrongPassword' }]);
  }
  const passwordHash = await hashPassword(data.newPassword);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await revokeUserSessions(tx, user.id, now, viewer.sessionId);
  });
  return true;
}
