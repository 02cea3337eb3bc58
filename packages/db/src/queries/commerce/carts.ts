import { and, count, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
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
    .groupBy(carts.userId) as Promise<Array<{ userId: string; count: number }>>;
}

export type CartRow = typeof carts.$inferSelect;

/** Whose cart: a learner's, or a visitor's named by the hash of their guest-cart token. */
export type CartOwner = { userId: string } | { guestTokenHash: string };

const ownedBy = (owner: CartOwner) =>
  'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.guestTokenHash, owner.guestTokenHash);

/** The owner's cart, created on first use; one statement whether it exists or not. */
export async function ensureCart(db: DbOrTx, owner: CartOwner): Promise<CartRow> {
  const [row] =
    'userId' in owner
      ? await db
          .insert(carts)
          .values({ userId: owner.userId })
          .onConflictDoUpdate({ target: carts.userId, set: { userId: sql`excluded.user_id` } })
          .returning()
      : await db
          .insert(carts)
          .values({ guestTokenHash: owner.guestTokenHash })
          .onConflictDoUpdate({ target: carts.guestTokenHash, set: { updatedAt: sql`now()` } })
          .returning();
  return row!;
}

/** The owner's cart if it exists. */
export async function findCart(db: DbOrTx, owner: CartOwner): Promise<CartRow | null> {
  const [existing] = await db.select().from(carts).where(ownedBy(owner)).limit(1);
  return existing ?? null;
}

/**
 * The owner's cart for reading: a plain select when it exists (the common case), created only on
 * first use. ensureCart's upsert takes the row lock, which writers want (it orders them with
 * checkout and payment settlement) but made concurrent reads of one cart queue (benchmark 2).
 */
export async function readOrCreateCart(db: DbOrTx, owner: CartOwner): Promise<CartRow> {
  return (await findCart(db, owner)) ?? ensureCart(db, owner);
}

/**
 * A visitor's cart joins the learner's at sign-in (docs/product/commerce.md): its programs are
 * added to the learner's cart at the price they were put in at, except those already there, and
 * the visitor's cart is removed. Nothing happens without a visitor's cart.
 */
export async function mergeGuestCart(db: DbOrTx, input: { guestTokenHash: string; userId: string }): Promise<void> {
  const guest = await findCart(db, { guestTokenHash: input.guestTokenHash });
  if (!guest) return;
  const cart = await ensureCart(db, { userId: input.userId });
  await db.execute(sql`
    insert into ${cartItems} (cart_id, program_id, price_piastres)
    select ${cart.id}, program_id, price_piastres from ${cartItems} where cart_id = ${guest.id}
    on conflict do nothing`);
  await db.delete(carts).where(eq(carts.id, guest.id));
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

/**
 * Deletes up to `limit` visitors' carts untouched since `before` (their items go with them); the
 * number deleted. Learners' carts are never touched. A daily sweep: a scan of carts is fine.
 */
export async function deleteStaleGuestCarts(db: DbOrTx, input: { before: Date; limit: number }): Promise<number> {
  const stale = db
    .select({ id: carts.id })
    .from(carts)
    .where(and(isNotNull(carts.guestTokenHash), lt(carts.updatedAt, input.before)))
    .limit(input.limit);
  const deleted = await db.delete(carts).where(inArray(carts.id, stale)).returning({ id: carts.id });
  return deleted.length;
}
