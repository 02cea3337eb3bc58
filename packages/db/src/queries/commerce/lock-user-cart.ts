import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { carts } from '../../schema/index';

/**
 * Locks the user's cart row, if any, until the transaction ends. Settling a payment takes it
 * before the coupon row, in the same order as checkout (orders, cart, coupon), so the two can
 * never deadlock.
 */
export async function lockUserCart(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
}
