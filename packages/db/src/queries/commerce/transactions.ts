import { and, eq, desc, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { transactions, orders } from '../../schema/index';
import type { OrderRow } from './orders';

/** A recorded provider transaction by the provider's id. */
export async function findTransactionByProviderId(
  db: DbOrTx,
  providerTransactionId: string,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.providerTransactionId, providerTransactionId));
  return row ?? null;
}

export type TransactionRow = typeof transactions.$inferSelect;

export type NewTransaction = Omit<typeof transactions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Records a provider transaction; null when one with the same provider transaction id is
 * already recorded (a replayed or concurrent callback), so nothing happens twice.
 */
export async function insertTransaction(db: DbOrTx, row: NewTransaction): Promise<TransactionRow | null> {
  const [inserted] = await db.insert(transactions).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** One page of the user's transactions, newest first, with their orders and the total (one statement). */
export async function listUserTransactions(
  db: DbOrTx,
  input: { userId: string; offset: number; limit: number },
): Promise<{ rows: Array<{ transaction: TransactionRow; order: OrderRow }>; totalCount: number }> {
  const rows = await db
    .select({
      transaction: getTableColumns(transactions),
      order: getTableColumns(orders),
      totalCount: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(eq(transactions.userId, input.userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(input.limit)
    .offset(input.offset);
  return { rows: rows.map(({ transaction, order }) => ({ transaction, order })), totalCount: rows[0]?.totalCount ?? 0 };
}

/** A later callback for the same provider transaction (voided, refunded) updates its status. */
export async function updateTransactionStatus(db: DbOrTx, id: string, status: TransactionRow['status']): Promise<void> {
  await db
    .update(transactions)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(transactions.id, id));
}

/** The order's paid provider transaction (the money a refund gives back), if any. */
export async function findPaidTransactionOfOrder(db: DbOrTx, orderId: string): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.orderId, orderId), eq(transactions.status, 'PAID')))
    .orderBy(transactions.createdAt)
    .limit(1);
  return row ?? null;
}
