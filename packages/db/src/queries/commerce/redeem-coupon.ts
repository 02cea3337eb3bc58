import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { couponRedemptions, coupons } from '../../schema/index';

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
