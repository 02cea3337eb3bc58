import { eq, sql } from 'drizzle-orm';
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

/**
 * The user's cart for reading: a plain select when it exists (the common case), created only on
 * first use. ensureCart's upsert takes the row lock, which writers want (it orders them with
 * checkout and payment settlement) but made concurrent reads of one cart queue (benchmark 2).
 */
export async function readOrCreateCart(db: DbOrTx, userId: string): Promise<CartRow> {
  const [existing] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  return existing ?? ensureCart(db, userId);
}
