import { findOrderById, findPaidTransactionOfOrder } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { giveBackOrderMoney } from './give-back-order-money';
import { resolveOrderReviewSchema } from './schemas';
import { settlePaidOrder } from './settle-paid-order';

export interface OrderReviewResolution {
  orderId: string;
  reference: string;
  action: 'GRANT' | 'REFUND';
  /** The order's status after the decision: PAID (granted) or CANCELLED (money given back). */
  status: 'PAID' | 'CANCELLED';
  invoiceNumber: string | null;
}

/**
 * An administrator decides an order held in REVIEW (amount mismatch, already owned, coupon over
 * its limit; decision 0043): GRANT settles it as paid (enrolments, invoice, the learner told);
 * REFUND gives all its money back and cancels it. Audited with the reason either way.
 */
export async function resolveOrderReview(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<OrderReviewResolution> {
  const { orderId, action, reason } = parseInput(resolveOrderReviewSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  if (action === 'REFUND') {
    const known = await findOrderById(deps.db, orderId);
    if (!known) throw new AppError('NOT_FOUND');
    if (known.status !== 'REVIEW') throw new AppError('ORDER_NOT_IN_REVIEW');
    const result = await giveBackOrderMoney(deps, actor.userId, {
      orderId,
      reason,
      from: ['REVIEW'],
      action: 'order.review.refund',
      orderStatusAfter: 'CANCELLED',
    });
    return { orderId, reference: result.reference, action, status: 'CANCELLED', invoiceNumber: null };
  }
  return deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, orderId, true);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.status !== 'REVIEW') throw new AppError('ORDER_NOT_IN_REVIEW');
    const paid = await findPaidTransactionOfOrder(tx, order.id);
    if (!paid) throw new AppError('ORDER_NOT_IN_REVIEW');
    const settled = await settlePaidOrder(tx, order, paid, deps.now(), { granted: true });
    const invoiceNumber = settled.status === 'PAID' ? settled.invoiceNumber : null;
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'order.review.grant',
      entityType: 'order',
      entityId: order.id,
      before: { status: order.status, reviewReason: order.reviewReason },
      after: { status: 'PAID', invoiceNumber },
      comment: reason,
    });
    return { orderId, reference: order.reference, action, status: 'PAID', invoiceNumber };
  });
}
