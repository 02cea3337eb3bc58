import { findUserById } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { blockAccount } from '../moderation/index';
import { parseInput } from '../validation/index';
import { requireOtherAccount } from './require-other-account';
import { blockUserInputSchema } from './schemas';
import { toStudioUserRow } from './studio-user-view';

/**
 * An administrator blocks an account with a reason (decision 0056): every session ends at once and
 * sign-in is refused (ACCOUNT_BLOCKED); audited. Not an administrator, not oneself.
 */
export async function blockUser(deps: DomainDeps, caller: Caller, input: unknown) {
  const { userId, reason } = parseInput(blockUserInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const user = await requireOtherAccount(tx, actor, userId, { notAdmin: true });
    if (!user.isBlocked) {
      await blockAccount(tx, userId, now);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'user.block',
        entityType: 'user',
        entityId: userId,
        before: { isBlocked: false },
        after: { isBlocked: true },
        comment: reason,
      });
    }
    return toStudioUserRow((await findUserById(tx, userId))!);
  });
}
