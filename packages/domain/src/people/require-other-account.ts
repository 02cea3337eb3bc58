import { findUserById, type DbOrTx, type UserRow } from '@manara/db';
import type { StudioActor } from '../authoring/index';
import { AppError } from '../errors/index';

/**
 * The account an administrator acts on: it exists and is not erased (else NOT_FOUND), is not their
 * own (CANNOT_CHANGE_OWN_ACCOUNT: nobody locks themselves out) and, when `notAdmin`, is not
 * another administrator's (CANNOT_BLOCK_ADMIN: administrators are changed by hand).
 */
export async function requireOtherAccount(
  db: DbOrTx,
  actor: StudioActor,
  userId: string,
  { notAdmin = false } = {},
): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.isDeleted) throw new AppError('NOT_FOUND');
  if (user.id === actor.userId) throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
  if (notAdmin && user.role === 'ADMIN') throw new AppError('CANNOT_BLOCK_ADMIN');
  return user;
}
