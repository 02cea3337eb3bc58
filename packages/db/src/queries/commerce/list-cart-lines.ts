import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { cartItems, learningPrograms } from '../../schema/index';

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
