import { and, eq, sql, count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { carts, cartItems } from '../../schema/index';

/** Clears the user's cart coupon if it is still this one (a successful checkout used it). */
export async function clearCartCouponOf(db: DbOrTx, userId: string, couponId: string): Promise<void> {
  await db
    .update(carts)
    .set({ couponId: null, updatedAt: sql`now()` })
    .where(and(eq(carts.userId, userId), eq(carts.couponId, couponId)));
}

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

/**
 * Locks the user's cart row, if any, until the transaction ends. Settling a payment takes it
 * before the coupon row, in the same order as checkout (orders, cart, coupon), so the two can
 * never deadlock.
 */
export async function lockUserCart(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
}

/** Applies a coupon to a cart, or clears it (null). */
export async function setCartCoupon(db: DbOrTx, cartId: string, couponId: string | null): Promise<void> {
  await db
    .update(carts)
    .set({ couponId, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
