import { and, eq, inArray, asc, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { cartItems, carts, learningPrograms } from '../../schema/index';

/** Removes one item from the given cart; false when the cart holds no such item. */
export async function deleteCartItem(db: DbOrTx, cartId: string, cartItemId: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

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

/** Adds a program to a cart with its current price; null when it is already there. */
export async function insertCartItem(
  db: DbOrTx,
  item: { cartId: string; programId: string; pricePiastres: number },
): Promise<CartItemRow | null> {
  const [row] = await db.insert(cartItems).values(item).onConflictDoNothing().returning();
  return row ?? null;
}

export type CartItemRow = typeof cartItems.$inferSelect;

export type CartLineRow = CartItemRow & { program: typeof learningPrograms.$inferSelect };

/** A cart's items with their programs as they are now, oldest first (one statement). */
export async function listCartLines(db: DbOrTx, cartId: string): Promise<CartLineRow[]> {
  const rows = await db
    .select({ item: getTableColumns(cartItems), program: getTableColumns(learningPrograms) })
    .from(cartItems)
    .innerJoin(learningPrograms, eq(learningPrograms.id, cartItems.programId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((r) => ({ ...r.item, program: r.program }));
}

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
