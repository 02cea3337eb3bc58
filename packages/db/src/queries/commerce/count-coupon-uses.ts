import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { couponRedemptions } from '../../schema/index';

export interface CouponUses {
  /** Paid uses plus reservations still holding a place. */
  total: number;
  byUser: number;
}

/**
 * Uses that count against a coupon's limits at `now`: redeemed ones, and reservations not yet
 * expired; `excludeOrderId` leaves an order's own reservation out (it is being settled).
 */
export async function countCouponUses(
  db: DbOrTx,
  input: { couponId: string; userId: string; now: Date; excludeOrderId?: string },
): Promise<CouponUses> {
  const r = couponRedemptions;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      byUser: sql<number>`count(*) filter (where ${r.userId} = ${input.userId})`.mapWith(Number),
    })
    .from(r)
    .where(
      and(
        eq(r.couponId, input.couponId),
        or(eq(r.status, 'REDEEMED'), and(eq(r.status, 'RESERVED'), gt(r.expiresAt, input.now))),
        input.excludeOrderId ? ne(r.orderId, input.excludeOrderId) : undefined,
      ),
    );
  return { total: row?.total ?? 0, byUser: row?.byUser ?? 0 };
}
