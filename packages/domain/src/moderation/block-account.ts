import { revokeUserSessions, updateUser, type DbOrTx } from '@manara/db';

/**
 * Blocks an account in the caller's transaction: every session ends at once and sign-in is
 * refused with ACCOUNT_BLOCKED from then on (login, social sign-in and codes already check it).
 */
export async function blockAccount(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await updateUser(tx, userId, { isBlocked: true, updatedAt: now });
  await revokeUserSessions(tx, userId, now);
}
