import { findUserByEmail, findUserById, type UserRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { mayReceiveCode } from './code-policy';
import type { VerificationPurposeValue } from './schemas';

/**
 * The user a code for `email` and `purpose` should go to, or null to send nothing.
 * EMAIL_UPDATE: the signed-in user whose pending (unverified) e-mail is `email`.
 * Others: the account registered with `email`, when the purpose fits its state.
 */
export async function findCodeRecipient(
  deps: DomainDeps,
  viewerId: string | null,
  email: string,
  purpose: VerificationPurposeValue,
): Promise<UserRow | null> {
  if (purpose === 'EMAIL_UPDATE') {
    if (!viewerId) return null;
    const me = await findUserById(deps.db, viewerId);
    return me && !me.isDeleted && me.unverifiedEmail?.toLowerCase() === email ? me : null;
  }
  const user = await findUserByEmail(deps.db, email);
  return mayReceiveCode(purpose, user) ? user : null;
}
