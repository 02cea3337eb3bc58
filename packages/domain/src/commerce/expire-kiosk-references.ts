import { lockLapsedKioskOrders, releaseCouponReservations, updateOrder } from '@manara/db';
import type { DomainDeps } from '../deps';

/**
 * The job runner's sweep of lapsed kiosk references (decision 0066): each kiosk order still waiting
 * for cash at its deadline is cancelled and its coupon place freed, as a declined payment does.
 * Cash handed over later still pays it (confirmPayment settles a cancelled order; money was taken).
 * Answers how many were cancelled.
 */
export async function expireKioskReferences(deps: DomainDeps, limit = 100): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const lapsed = await lockLapsedKioskOrders(tx, deps.now(), limit);
    for (const order of lapsed) await updateOrder(tx, order.id, { status: 'CANCELLED' });
    await releaseCouponReservations(
      tx,
      lapsed.map((order) => order.id),
    );
    if (lapsed.length > 0) deps.logger.info({ count: lapsed.length }, 'kiosk references lapsed');
    return lapsed.length;
  });
}
