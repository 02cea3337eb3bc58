import { findOrderById, insertRefundRequest } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { refundStandingsOf } from './load-refund-standings';
import type { RefundStandingView } from './refund-standing';
import { requestRefundSchema } from './schemas';

const refusals = {
  NOT_REFUNDABLE: 'ORDER_NOT_REFUNDABLE',
  REQUESTS_DISABLED: 'REFUND_REQUESTS_CLOSED',
  TOO_LATE: 'REFUND_REQUEST_TOO_LATE',
  TOO_MUCH_CONSUMED: 'REFUND_REQUEST_TOO_MUCH_CONSUMED',
  ALREADY_REQUESTED: 'REFUND_ALREADY_REQUESTED',
} as const;

/**
 * `requestRefund(orderId, reason)`: the owner of a paid order asks for its money back within the
 * school's policy (decision 0057); the request waits for an administrator. The order's row lock
 * makes it one request per order: asking again while it waits answers the same request; after a
 * decision, `REFUND_ALREADY_REQUESTED`. Someone else's order reads as missing.
 */
export async function requestRefund(deps: DomainDeps, caller: Caller, input: unknown): Promise<RefundStandingView> {
  const viewer = requireViewer(caller);
  const { orderId, reason } = parseInput(requestRefundSchema, input);
  return deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, orderId, true);
    if (!order || order.userId !== viewer.userId) throw new AppError('NOT_FOUND');
    const now = deps.now();
    const [standing] = await refundStandingsOf(tx, viewer.userId, [order], now);
    if (standing!.request?.status === 'PENDING') return standing!;
    const because = standing!.ineligibleBecause;
    if (because)
      throw new AppError(refusals[because], [], { days: standing!.maxDays, percent: standing!.maxConsumedPercent });
    const request = await insertRefundRequest(tx, {
      orderId,
      userId: viewer.userId,
      reason,
      daysSincePayment: standing!.daysSincePayment,
      consumedPercent: standing!.consumedPercent,
    });
    return (await refundStandingsOf(tx, viewer.userId, [order], now)).find((s) => s.request?.id === request.id)!;
  });
}
