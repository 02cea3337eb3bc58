import { eraseAccount } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { requireOtherAccount } from './require-other-account';
import { deleteUserAccountInputSchema } from './schemas';

/**
 * An administrator deletes an account on its owner's request (decision 0055, 0056): the same
 * erasure as the owner's own deletion, with the request's reason in the audit log. Not an
 * administrator's, not one's own.
 */
export async function deleteUserAccount(deps: DomainDeps, caller: Caller, input: unknown): Promise<true> {
  const { userId, reason } = parseInput(deleteUserAccountInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await requireOtherAccount(tx, actor, userId, { notAdmin: true });
    await eraseAccount(tx, userId, now);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.delete',
      entityType: 'user',
      entityId: userId,
      after: { isDeleted: true },
      comment: reason,
    });
  });
  return true;
}
