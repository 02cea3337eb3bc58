import { and, asc, eq, getTableColumns, gte, ilike, isNull, lt, sql, desc, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { invoices, orders, transactions, orderItems, users } from '../../schema/index';
import type { TransactionRow } from './transactions';
import { containsPattern } from '../paging/studio-page';

/** Cancels the user's orders still waiting for payment (a new checkout replaces them); returns their ids. */
export async function cancelPendingOrders(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .update(orders)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING')))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/** An order by our reference; `lock` holds the row (SELECT … FOR UPDATE) until the transaction ends. */
export async function findOrderByReference(db: DbOrTx, reference: string, lock = false): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.reference, reference));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The user's order whose reference, or one of whose transactions' codes, is `code`, with its
 * most telling transaction (a paid one first, else the newest); the order alone when no
 * callback has arrived yet. Other users' orders are never returned.
 */
export async function findOrderWithTransaction(
  db: DbOrTx,
  userId: string,
  code: string,
): Promise<{ order: OrderRow; transaction: TransactionRow | null } | null> {
  const byTransaction = sql`${orders.id} = (select ${transactions.orderId} from ${transactions} where ${transactions.code} = ${code})`;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), or(eq(orders.reference, code), byTransaction)));
  if (!order) return null;
  const [transaction] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, order.id))
    .orderBy(
      sql`(${transactions.code} = ${code}) desc`,
      sql`(${transactions.status} = 'PAID') desc`,
      desc(transactions.createdAt),
    )
    .limit(1);
  return { order, transaction: transaction ?? null };
}

export type OrderRow = typeof orders.$inferSelect;

export type OrderItemRow = typeof orderItems.$inferSelect;

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** A PENDING order with its items (two statements; run it in the checkout transaction). */
export async function insertOrder(db: DbOrTx, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (items.length > 0) await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}

export type OrderPatch = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'status'
    | 'provider'
    | 'providerIntentId'
    | 'providerOrderId'
    | 'reviewReason'
    | 'paidAt'
    | 'kioskReference'
    | 'kioskExpiresAt'
    | 'instalmentPlan'
  >
>;

/** Changes an order's state or provider ids. */
export async function updateOrder(db: DbOrTx, orderId: string, patch: OrderPatch): Promise<void> {
  await db
    .update(orders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** An order by id; `lock` holds the row (SELECT … FOR UPDATE) until the transaction ends. */
export async function findOrderById(db: DbOrTx, orderId: string, lock = false): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Adds a completed refund to what the order has given back. */
export async function addOrderRefunded(db: DbOrTx, orderId: string, amountPiastres: number): Promise<void> {
  await db
    .update(orders)
    .set({ refundedPiastres: sql`${orders.refundedPiastres} + ${amountPiastres}`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export interface StudioOrderListQuery {
  /** Part of the order reference, a transaction code or the provider's id, an invoice number, or the buyer's e-mail. */
  search?: string;
  status?: OrderRow['status'];
  /** Created at or after / before (the caller turns Cairo dates into instants). */
  from?: Date;
  before?: Date;
  programId?: string;
  offset: number;
  limit: number;
}

export interface StudioOrderListRow {
  order: OrderRow;
  email: string;
  firstName: string;
  lastName: string;
  invoiceNumber: string | null;
}

/** The studio's orders, newest first, one page and the count (docs/product/studio.md). */
export async function listStudioOrders(
  db: DbOrTx,
  query: StudioOrderListQuery,
): Promise<{ rows: StudioOrderListRow[]; total: number }> {
  const like = query.search ? containsPattern(query.search) : null;
  const where: SQL | undefined = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.from ? gte(orders.createdAt, query.from) : undefined,
    query.before ? lt(orders.createdAt, query.before) : undefined,
    query.programId
      ? sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.programId} = ${query.programId})`
      : undefined,
    like
      ? or(
          ilike(orders.reference, like),
          ilike(users.email, like),
          ilike(invoices.number, like),
          sql`exists (select 1 from ${transactions} where ${transactions.orderId} = ${orders.id}
            and (${transactions.code} ilike ${like} or ${transactions.providerTransactionId} ilike ${like}))`,
        )
      : undefined,
  );
  const rows = await db
    .select({
      order: getTableColumns(orders),
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      invoiceNumber: invoices.number,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** Every transaction recorded for an order (each one's verified callback in `details`), oldest first. */
export async function listOrderTransactions(db: DbOrTx, orderId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(eq(transactions.orderId, orderId))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/** Whether the learner has an order that was paid (a first-purchase coupon's test), other than `exceptOrderId`. */
export async function hasPaidOrder(db: DbOrTx, userId: string, exceptOrderId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        sql`${orders.paidAt} is not null`,
        exceptOrderId ? sql`${orders.id} <> ${exceptOrderId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Orders still waiting for payment that lapsed by `now`: a kiosk order past its bill reference's
 * deadline (decision 0066), or any other order begun before `abandonedBefore` and never paid
 * (decision 0070). Held (FOR UPDATE SKIP LOCKED) so copies of the job runner, and a paid callback
 * in flight, never race.
 */
export async function lockLapsedPendingOrders(
  db: DbOrTx,
  now: Date,
  abandonedBefore: Date,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PENDING'),
        or(lt(orders.kioskExpiresAt, now), and(isNull(orders.kioskExpiresAt), lt(orders.createdAt, abandonedBefore))),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Kiosk orders still waiting for cash whose bill reference lapses after `now` and by `until` (decision 0066). */
export async function listKioskOrdersLapsingBy(db: DbOrTx, now: Date, until: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'PENDING'), gte(orders.kioskExpiresAt, now), lt(orders.kioskExpiresAt, until)))
    .orderBy(asc(orders.kioskExpiresAt));
}
