import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { orders, transactions } from '../../schema/index';
import type { OrderRow } from './insert-order';
import type { TransactionRow } from './insert-transaction';

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
