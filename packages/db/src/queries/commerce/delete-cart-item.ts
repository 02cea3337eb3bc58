import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { cartItems } from '../../schema/index';

/** Removes one item from the given cart; false when the cart holds no such item. */
export async function deleteCartItem(db: DbOrTx, cartId: string, cartItemId: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}
