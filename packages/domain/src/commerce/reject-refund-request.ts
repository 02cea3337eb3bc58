import { decideRefundRequest, findOrderById, findRefundRequestById } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { notifyRefundRequestRejected } from '../notifications/index';
import { parseInput } from '../validation/index';
import { toRefundRequestView, type RefundRequestView } from './refund-request-view';
import { rejectRefundRequestSchema } from './schemas';

/**
 * `rejectRefundRequest`: an administrator refuses a learner's request with a reason (decision
 * 0057), under the request's row lock (one decision: a second finds it decided); audited, and the
 * learner told in the app and by push, in both languages.
 */
export async function rejectRefundRequest(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<RefundRequestView> {
  const { requestId, reason } = parseInput(rejectRefundRequestSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  return deps.db.transaction(async (tx) => {
    const request = await findRefundRequestById(tx, requestId, true);
    if (!request) throw new AppError('NOT_FOUND');
    const now = deps.now();
    const decided = await decideRefundRequest(tx, request.id, {
      status: 'REJECTED',
      decidedBy: actor.userId,
      decisionReason: reason,
      decidedAt: now,
    });
    if (!decided) throw new AppError('REFUND_REQUEST_DECIDED');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'refund_request.reject',
      entityType: 'refundRequest',
      entityId: request.id,
      before: { status: request.status },
      after: { status: 'REJECTED', orderId: request.orderId },
      comment: reason,
    });
    const order = (await findOrderById(tx, request.orderId))!;
    await notifyRefundRequestRejected(tx, order, reason, now);
    return toRefundRequestView(decided);
  });
}
