import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { cartItems, carts } from '../../schema/index';

/** Which of these programs are in the user's cart. */
export async function findCartProgramIds(db: DbOrTx, userId: string, programIds: readonly string[]): Promise<string[]> {
  if (programIds.length === 0) return [];
  const rows = await db
    .select({ programId: cartItems.programId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId), inArray(cartItems.programId, [...programIds])));
  return rows.map((r) => r.programId);
}
