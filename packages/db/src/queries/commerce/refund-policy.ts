import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { refundPolicy } from '../../schema/index';

export type RefundPolicyRow = typeof refundPolicy.$inferSelect;

/** The school's refund policy; null while no administrator has set one (the defaults apply). */
export async function findRefundPolicy(db: DbOrTx): Promise<RefundPolicyRow | null> {
  const [row] = await db.select().from(refundPolicy).limit(1);
  return row ?? null;
}

/** Writes the one policy row (id 1), creating it the first time. */
export async function upsertRefundPolicy(
  db: DbOrTx,
  values: Pick<RefundPolicyRow, 'requestsEnabled' | 'maxDays' | 'maxConsumedPercent' | 'updatedBy'>,
): Promise<RefundPolicyRow> {
  const [row] = await db
    .insert(refundPolicy)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: refundPolicy.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
