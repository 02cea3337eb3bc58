import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lecturerRevenueShares } from '../../schema/index';

export type RevenueShareRow = typeof lecturerRevenueShares.$inferSelect;

/** Every lecturer's share history (or one lecturer's), by lecturer and date. */
export async function listRevenueShares(db: DbOrTx, lecturerId?: string): Promise<RevenueShareRow[]> {
  return db
    .select()
    .from(lecturerRevenueShares)
    .where(lecturerId ? eq(lecturerRevenueShares.lecturerId, lecturerId) : undefined)
    .orderBy(asc(lecturerRevenueShares.lecturerId), asc(lecturerRevenueShares.effectiveFrom));
}

/** Sets the share from a date on; a row already set for that very date is replaced. */
export async function upsertRevenueShare(
  db: DbOrTx,
  values: Pick<RevenueShareRow, 'lecturerId' | 'shareBps' | 'effectiveFrom' | 'createdBy'>,
): Promise<RevenueShareRow> {
  const [row] = await db
    .insert(lecturerRevenueShares)
    .values(values)
    .onConflictDoUpdate({
      target: [lecturerRevenueShares.lecturerId, lecturerRevenueShares.effectiveFrom],
      set: { shareBps: values.shareBps, createdBy: values.createdBy, createdAt: sql`now()` },
    })
    .returning();
  return row!;
}
