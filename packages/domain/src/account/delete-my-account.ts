import { eraseAccount } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { enforceRateLimits, identityRateRules, requireViewer, verifyPassword } from '../identity/index';
import { parseInput } from '../validation/index';
import { discardPicture } from './discard-picture';
import { loadActiveUser } from './load-active-user';
import { deleteMyAccountInputSchema } from './schemas';

/**
 * A learner deletes their own account (decision 0055), confirmed by their password (or, without
 * one, their e-mail typed again): in one transaction every session ends and the personal data is
 * erased or anonymised, while orders and invoices stay as the tax law requires; then their own
 * profile picture is removed from storage. They can no longer sign in; the address is free to
 * register again. Lecturers and administrators ask the school instead (ACCOUNT_DELETION_BY_REQUEST).
 */
export async function deleteMyAccount(deps: DomainDeps, caller: Caller, input: unknown): Promise<true> {
  const viewer = requireViewer(caller);
  const { password, email } = parseInput(deleteMyAccountInputSchema, input);
  await enforceRateLimits(deps, [[`delete-account:user:${viewer.userId}`, identityRateRules.changePasswordPerUser]]);
  const user = await loadActiveUser(deps, viewer);
  if (user.role !== 'USER') throw new AppError('ACCOUNT_DELETION_BY_REQUEST');
  if (user.passwordHash) {
    if (!password) throw new AppError('VALIDATION_FAILED', [{ field: 'password', messageKey: 'required' }]);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new AppError('WRONG_PASSWORD', [{ field: 'password', messageKey: 'wrongPassword' }]);
  } else if ((email ?? '').toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', [{ field: 'email', messageKey: email ? 'invalid' : 'required' }]);
  }
  const erased = await deps.db.transaction((tx) => eraseAccount(tx, user.id, deps.now()));
  if (!erased) throw new AppError('UNAUTHENTICATED');
  await discardPicture(deps, user);
  deps.logger.info({ userId: user.id }, 'account erased at its owner’s request');
  return true;
}
