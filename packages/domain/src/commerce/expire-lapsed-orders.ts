import { lockLapsedPendingOrders, releaseCouponReservations, updateOrder } from '@manara/db';
import type { DomainDeps } from '../deps';

/** A checkout left on the provider's page this long is abandoned (decision 0070): far past any page's life. */
const ABANDONED_CHECKOUT_HOURS = 24;

/**
 * The job runner's sweep of orders that will not be paid: a kiosk order still waiting for cash at
 * its reference's deadline (decision 0066), and any other order left unpaid for
 * ABANDONED_CHECKOUT_HOURS (decision 0070). Each is cancelled and its coupon place freed, as a
 * declined payment does; a paid callback arriving later still settles it once (confirmPayment
 * settles a cancelled order: the money was taken). Answers how many were cancelled.
 */
export async function expireLapsedOrders(deps: DomainDeps, limit = 100): Promise<number> {
  const now = deps.now();
  const abandonedBefore = new Date(now.getTime() - ABANDONED_CHECKOUT_HOURS * 60 * 60 * 1000);
  return deps.db.transaction(async (tx) => {
    const lapsed = await lockLapsedPendingOrders(tx, now, abandonedBefore, limit);
    for (const order of lapsed) await updateOrder(tx, order.id, { status: 'CANCELLED' });
    await releaseCouponReservations(
      tx,
      lapsed.map((order) => order.id),
    );
    if (lapsed.length > 0) deps.logger.info({ count: lapsed.length }, 'unpaid orders lapsed');
    return lapsed.length;
  });
}
