import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { couponRedemptions } from '../../schema/index';

/** Gives back the places held by these orders (cancelled, failed). Redeemed uses stay. */
export async function releaseCouponReservations(db: DbOrTx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(couponRedemptions)
    .set({ status: 'RELEASED', updatedAt: sql`now()` })
    .where(and(inArray(couponRedemptions.orderId, [...orderIds]), eq(couponRedemptions.status, 'RESERVED')));
}
