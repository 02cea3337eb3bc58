import { findUserByEmail, findUserById } from '@manara/db';
import type { DomainDeps } from '../deps';
import { deliverVerificationCode, emailChangePayload, sendAccountNotice } from '../identity/index';

/**
 * The job behind changeEmail: a free address gets the EMAIL_UPDATE code (while it is still the
 * address the user asked for); an address another account has gets that owner a notice instead,
 * and the requester no code.
 */
export async function deliverEmailChange(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  const { userId, email } = emailChangePayload.parse(payload);
  const holder = await findUserByEmail(deps.db, email);
  if (holder && holder.id !== userId) {
    if (!holder.isDeleted) await sendAccountNotice(deps, holder, 'emailChangeAttempt');
    return;
  }
  const user = await findUserById(deps.db, userId);
  if (user && !user.isDeleted && user.unverifiedEmail?.toLowerCase() === email)
    await deliverVerificationCode(deps, user, 'EMAIL_UPDATE', email);
}
