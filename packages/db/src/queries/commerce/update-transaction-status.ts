import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { transactions } from '../../schema/index';
import type { TransactionRow } from './insert-transaction';

/** A later callback for the same provider transaction (voided, refunded) updates its status. */
export async function updateTransactionStatus(db: DbOrTx, id: string, status: TransactionRow['status']): Promise<void> {
  await db
    .update(transactions)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(transactions.id, id));
}
