import { decideRefundRequest, findRefundRequestById, reopenRefundRequest, setRefundRequestRefund } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { giveBackOrderMoney, type OrderRefundResult } from './give-back-order-money';
import { approveRefundRequestSchema } from './schemas';

/**
 * `approveRefundRequest`: an administrator grants a learner's request (decision 0057). The request
 * is claimed under its row lock (a second administrator then finds it decided:
 * `REFUND_REQUEST_DECIDED`), then all that remains of the order goes back through refundOrder's
 * steps (decision 0043: the provider, access ended, credit note, the learner told); if the refund
 * does not go through the request waits in the queue again.
 */
export async function approveRefundRequest(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<OrderRefundResult> {
  const { requestId, reason } = parseInput(approveRefundRequestSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const claimed = await deps.db.transaction(async (tx) => {
    const request = await findRefundRequestById(tx, requestId, true);
    if (!request) throw new AppError('NOT_FOUND');
    const decided = await decideRefundRequest(tx, request.id, {
      status: 'APPROVED',
      decidedBy: actor.userId,
      decisionReason: reason ?? null,
      decidedAt: deps.now(),
    });
    if (!decided) throw new AppError('REFUND_REQUEST_DECIDED');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'refund_request.approve',
      entityType: 'refundRequest',
      entityId: request.id,
      before: { status: request.status },
      after: { status: 'APPROVED', orderId: request.orderId },
      comment: reason ?? null,
    });
    return decided;
  });
  let result: OrderRefundResult;
  try {
    result = await giveBackOrderMoney(deps, actor.userId, {
      orderId: claimed.orderId,
      reason: reason ?? claimed.reason,
      from: ['PAID'],
      action: 'order.refund',
    });
  } catch (error) {
    await reopenRefundRequest(deps.db, claimed.id);
    throw error;
  }
  await setRefundRequestRefund(deps.db, claimed.id, result.refund.id);
  return result;
}
