import { requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { giveBackOrderMoney, type OrderRefundResult } from './give-back-order-money';
import { refundOrderSchema } from './schemas';

/**
 * An administrator gives back all or part of a paid order (decision 0043, docs/product/studio.md):
 * more than remains is refused on the amount field; all of it ends the order's enrolments.
 */
export async function refundOrder(deps: DomainDeps, caller: Caller, input: unknown): Promise<OrderRefundResult> {
  const { orderId, amount, reason } = parseInput(refundOrderSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  return giveBackOrderMoney(deps, actor.userId, {
    orderId,
    amountPiastres: amount,
    reason,
    from: ['PAID'],
    action: 'order.refund',
  });
}
