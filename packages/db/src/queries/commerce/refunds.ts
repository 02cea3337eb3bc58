import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { refunds } from '../../schema/index';

export type RefundRow = typeof refunds.$inferSelect;

export type NewRefund = Pick<
  typeof refunds.$inferInsert,
  'orderId' | 'transactionId' | 'kind' | 'amountPiastres' | 'reason' | 'actorId'
>;

/** Records a refund as REQUESTED (run it with the order row locked). */
export async function insertRefund(db: DbOrTx, row: NewRefund): Promise<RefundRow> {
  const [inserted] = await db.insert(refunds).values(row).returning();
  return inserted!;
}

/** What the order's refunds that have not failed add up to: given back, or being given back. */
export async function sumOpenRefunds(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPiastres}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'FAILED')));
  return row?.total ?? 0;
}

/** The order's refunds, oldest first. */
export async function listOrderRefunds(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/**
 * Moves a REQUESTED refund on (COMPLETED with the provider's reference and how it was done, or
 * FAILED); null when it was no longer REQUESTED, so its effects happen once.
 */
export async function finishRefund(
  db: DbOrTx,
  id: string,
  patch: { status: 'COMPLETED' | 'FAILED'; kind?: RefundRow['kind']; providerReference?: string | null },
): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'REQUESTED')))
    .returning();
  return row ?? null;
}

/** A refund's own provider transaction was reported by a signed callback; answers whether it was news. */
export async function confirmRefundByProviderReference(
  db: DbOrTx,
  providerReference: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ confirmedAt: now, updatedAt: sql`now()` })
    .where(and(eq(refunds.providerReference, providerReference), isNull(refunds.confirmedAt)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** The provider's signed callback confirms the transaction's refunds that have not failed; answers how many were new. */
export async function confirmTransactionRefunds(db: DbOrTx, transactionId: string, now: Date): Promise<number> {
  const rows = await db
    .update(refunds)
    .set({ confirmedAt: now, updatedAt: sql`now()` })
    .where(and(eq(refunds.transactionId, transactionId), ne(refunds.status, 'FAILED'), isNull(refunds.confirmedAt)))
    .returning({ id: refunds.id });
  return rows.length;
}
