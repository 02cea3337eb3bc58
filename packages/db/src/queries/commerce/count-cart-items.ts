import { count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { cartItems, carts } from '../../schema/index';

/** Items in each user's cart (users without a cart are absent). */
export async function countCartItems(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Array<{ userId: string; count: number }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: carts.userId, count: count(cartItems.id) })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(inArray(carts.userId, [...userIds]))
    .groupBy(carts.userId);
}
