import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { transactions } from '../../schema/index';
import type { TransactionRow } from './insert-transaction';

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
