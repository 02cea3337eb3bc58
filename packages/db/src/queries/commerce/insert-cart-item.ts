import type { DbOrTx } from '../../client';
import { cartItems } from '../../schema/index';
import type { CartItemRow } from './list-cart-lines';

/** Adds a program to a cart with its current price; null when it is already there. */
export async function insertCartItem(
  db: DbOrTx,
  item: { cartId: string; programId: string; pricePiastres: number },
): Promise<CartItemRow | null> {
  const [row] = await db.insert(cartItems).values(item).onConflictDoNothing().returning();
  return row ?? null;
}
