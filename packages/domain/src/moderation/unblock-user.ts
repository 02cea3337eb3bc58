import { findUserById, updateUser } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { unblockUserInputSchema } from './schemas';

/**
 * An administrator lifts a block (decision 0054): the owner may sign in again. Audited; unblocking
 * an account that is not blocked changes nothing and says so. Unknown id: NOT_FOUND.
 */
export async function unblockUser(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<{ userId: string; isBlocked: boolean }> {
  const { userId } = parseInput(unblockUserInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user || user.isDeleted) throw new AppError('NOT_FOUND');
    if (!user.isBlocked) throw new AppError('NOTHING_TO_RESTORE');
    await updateUser(tx, userId, { isBlocked: false, updatedAt: now });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.unblock',
      entityType: 'user',
      entityId: userId,
      before: { isBlocked: true },
      after: { isBlocked: false },
    });
    return { userId, isBlocked: false };
  });
}
