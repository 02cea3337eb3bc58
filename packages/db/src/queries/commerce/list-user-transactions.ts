import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { orders, transactions } from '../../schema/index';
import type { OrderRow } from './insert-order';
import type { TransactionRow } from './insert-transaction';

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
