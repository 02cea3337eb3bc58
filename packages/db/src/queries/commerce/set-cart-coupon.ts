import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { carts } from '../../schema/index';

/** Applies a coupon to a cart, or clears it (null). */
export async function setCartCoupon(db: DbOrTx, cartId: string, couponId: string | null): Promise<void> {
  await db
    .update(carts)
    .set({ couponId, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
