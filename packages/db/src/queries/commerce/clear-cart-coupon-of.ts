import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { carts } from '../../schema/index';

/** Clears the user's cart coupon if it is still this one (a successful checkout used it). */
export async function clearCartCouponOf(db: DbOrTx, userId: string, couponId: string): Promise<void> {
  await db
    .update(carts)
    .set({ couponId: null, updatedAt: sql`now()` })
    .where(and(eq(carts.userId, userId), eq(carts.couponId, couponId)));
}
