import type { OrderRow } from '@manara/db';
import type { Logger, VerifiedTransaction } from '../ports/index';

/**
 * Whether a verified callback is about `order`. Our reference (`merchant_order_id`) is not among
 * the fields the provider signs, so it is believed only when the signed provider order id
 * (`order.id`) is the one recorded for the order when its payment was created: one order's signed
 * callback carrying another order's reference is ignored, and logged (decision 0011, amended).
 */
export function checkCallbackPairing(logger: Logger, order: OrderRow, verified: VerifiedTransaction): boolean {
  const paired = order.providerOrderId !== null && order.providerOrderId === verified.providerOrderId;
  if (!paired)
    logger.warn(
      {
        reference: order.reference,
        providerOrderId: verified.providerOrderId,
        expectedProviderOrderId: order.providerOrderId,
        providerTransactionId: verified.providerTransactionId,
      },
      'payment callback ignored: its signed order is not this reference’s order',
    );
  return paired;
}
