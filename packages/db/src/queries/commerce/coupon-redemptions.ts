import { and, eq, gt, ne, or, sql, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { couponRedemptions, coupons } from '../../schema/index';

export interface CouponUses {
  /** Paid uses plus reservations still holding a place. */
  total: number;
  byUser: number;
}

/**
 * Uses that count against a coupon's limits for a learner at `now`: redeemed ones, and other
 * learners' reservations not yet expired. The learner's own reservations never count: their
 * next checkout replaces the unpaid order that holds one, and settling an order must not count
 * its own (docs/product/commerce.md, "a use counts only once its order is paid").
 */
export async function countCouponUses(
  db: DbOrTx,
  input: { couponId: string; userId: string; now: Date },
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
        or(
          eq(r.status, 'REDEEMED'),
          and(eq(r.status, 'RESERVED'), gt(r.expiresAt, input.now), ne(r.userId, input.userId)),
        ),
      ),
    );
  return { total: row?.total ?? 0, byUser: row?.byUser ?? 0 };
}

/**
 * Counts the paid use: the order's redemption becomes REDEEMED (created if its reservation is
 * gone) and coupons.times_used rises once. Run it in the paying transaction.
 */
export async function redeemCoupon(
  db: DbOrTx,
  input: { couponId: string; userId: string; orderId: string; now: Date },
): Promise<void> {
  await db
    .insert(couponRedemptions)
    .values({ ...input, status: 'REDEEMED', expiresAt: input.now })
    .onConflictDoUpdate({ target: couponRedemptions.orderId, set: { status: 'REDEEMED', updatedAt: sql`now()` } });
  await db
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(eq(coupons.id, input.couponId));
}

/** Gives back the places held by these orders (cancelled, failed). Redeemed uses stay. */
export async function releaseCouponReservations(db: DbOrTx, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(couponRedemptions)
    .set({ status: 'RELEASED', updatedAt: sql`now()` })
    .where(and(inArray(couponRedemptions.orderId, [...orderIds]), eq(couponRedemptions.status, 'RESERVED')));
}

/** Holds a place on the coupon for an order until `expiresAt` (checkout). */
export async function reserveCoupon(
  db: DbOrTx,
  input: { couponId: string; userId: string; orderId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(couponRedemptions).values({ ...input, status: 'RESERVED' });
}

/** Whether a coupon has been used: a paid use, or a checkout still holding a place at `now`. */
export async function isCouponInUse(db: DbOrTx, couponId: string, now: Date): Promise<boolean> {
  const r = couponRedemptions;
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(eq(r.couponId, couponId), or(eq(r.status, 'REDEEMED'), and(eq(r.status, 'RESERVED'), gt(r.expiresAt, now)))),
    )
    .limit(1);
  return Boolean(row);
}
