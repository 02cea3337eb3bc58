import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lecturerPayouts } from '../../schema/index';

export type PayoutRow = typeof lecturerPayouts.$inferSelect;

/** Every payout (or one lecturer's), by date. */
export async function listPayouts(db: DbOrTx, lecturerId?: string): Promise<PayoutRow[]> {
  return db
    .select()
    .from(lecturerPayouts)
    .where(lecturerId ? eq(lecturerPayouts.lecturerId, lecturerId) : undefined)
    .orderBy(asc(lecturerPayouts.paidOn), asc(lecturerPayouts.createdAt));
}

export async function insertPayout(
  db: DbOrTx,
  values: Pick<PayoutRow, 'lecturerId' | 'amountPiastres' | 'method' | 'reference' | 'paidOn' | 'createdBy'>,
): Promise<PayoutRow> {
  const [row] = await db.insert(lecturerPayouts).values(values).returning();
  return row!;
}
