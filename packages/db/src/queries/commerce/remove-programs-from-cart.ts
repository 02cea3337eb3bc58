import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { cartItems, carts } from '../../schema/index';

/** Takes bought programs out of the user's cart. */
export async function removeProgramsFromCart(
  db: DbOrTx,
  userId: string,
  programIds: readonly string[],
): Promise<number> {
  if (programIds.length === 0) return 0;
  const rows = await db
    .delete(cartItems)
    .where(
      and(
        sql`${cartItems.cartId} = (select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`,
        inArray(cartItems.programId, [...programIds]),
      ),
    )
    .returning({ id: cartItems.id });
  return rows.length;
}
