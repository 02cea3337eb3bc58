import type { DbOrTx } from '../../client';
import { transactions } from '../../schema/index';

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
