import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { carts } from '../../schema/index';

export type CartRow = typeof carts.$inferSelect;

/** The user's cart, created on first use; one statement whether it exists or not. */
export async function ensureCart(db: DbOrTx, userId: string): Promise<CartRow> {
  const [row] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { userId: sql`excluded.user_id` } })
    .returning();
  return row!;
}
