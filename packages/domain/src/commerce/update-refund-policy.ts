import { upsertRefundPolicy } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { loadRefundPolicy, REFUND_POLICY_ENTITY_ID, type RefundPolicyView } from './refund-policy';
import { updateRefundPolicySchema } from './schemas';

/**
 * `updateRefundPolicy`: an administrator sets whether learners may ask for refunds, within how
 * many days of payment and with how much of the order consumed (decision 0057); audited.
 */
export async function updateRefundPolicy(deps: DomainDeps, caller: Caller, input: unknown): Promise<RefundPolicyView> {
  const values = parseInput(updateRefundPolicySchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
    const before = await loadRefundPolicy(tx);
    const row = await upsertRefundPolicy(tx, { ...values, updatedBy: actor.userId });
    const after = {
      requestsEnabled: row.requestsEnabled,
      maxDays: row.maxDays,
      maxConsumedPercent: row.maxConsumedPercent,
    };
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'refund_policy.update',
      entityType: 'refundPolicy',
      entityId: REFUND_POLICY_ENTITY_ID,
      before: {
        requestsEnabled: before.requestsEnabled,
        maxDays: before.maxDays,
        maxConsumedPercent: before.maxConsumedPercent,
      },
      after,
    });
    return { ...after, updatedAt: row.updatedAt };
  });
}
