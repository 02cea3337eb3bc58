import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { orders, refundRequests, users } from '../../schema/index';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

export type NewRefundRequest = Pick<
  typeof refundRequests.$inferInsert,
  'orderId' | 'userId' | 'reason' | 'daysSincePayment' | 'consumedPercent'
>;

/** Records a learner's request (run it with the order row locked: one per order). */
export async function insertRefundRequest(db: DbOrTx, row: NewRefundRequest): Promise<RefundRequestRow> {
  const [inserted] = await db.insert(refundRequests).values(row).returning();
  return inserted!;
}

/** A request by id; `lock` takes its row lock (`FOR UPDATE`), so one decision is made. */
export async function findRefundRequestById(db: DbOrTx, id: string, lock = false): Promise<RefundRequestRow | null> {
  const query = db.select().from(refundRequests).where(eq(refundRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The requests of these orders (at most one each). */
export async function listRefundRequestsOfOrders(db: DbOrTx, orderIds: readonly string[]): Promise<RefundRequestRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refundRequests)
    .where(inArray(refundRequests.orderId, [...orderIds]));
}

/** Records a decision on a request that is still PENDING; null when it was not (decided meanwhile). */
export async function decideRefundRequest(
  db: DbOrTx,
  id: string,
  patch: Pick<RefundRequestRow, 'status' | 'decidedBy' | 'decisionReason' | 'decidedAt'>,
): Promise<RefundRequestRow | null> {
  const [row] = await db
    .update(refundRequests)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** Puts an approval whose refund did not go through back in the queue. */
export async function reopenRefundRequest(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(refundRequests)
    .set({ status: 'PENDING', decidedBy: null, decisionReason: null, decidedAt: null, updatedAt: sql`now()` })
    .where(
      and(eq(refundRequests.id, id), eq(refundRequests.status, 'APPROVED'), sql`${refundRequests.refundId} is null`),
    );
}

/** Links the refund that answered an approved request. */
export async function setRefundRequestRefund(db: DbOrTx, id: string, refundId: string): Promise<void> {
  await db
    .update(refundRequests)
    .set({ refundId, updatedAt: sql`now()` })
    .where(eq(refundRequests.id, id));
}

/**
 * A whole refund made directly answers the order's pending request: APPROVED with that refund and
 * its reason (decision 0057). Answers whether one was closed.
 */
export async function closePendingRefundRequest(
  db: DbOrTx,
  orderId: string,
  close: { refundId: string; decidedBy: string; decisionReason: string; decidedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(refundRequests)
    .set({ status: 'APPROVED', ...close, updatedAt: sql`now()` })
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, 'PENDING')))
    .returning({ id: refundRequests.id });
  return rows.length > 0;
}

export interface StudioRefundRequestRow {
  request: RefundRequestRow;
  orderReference: string;
  orderTotalPiastres: number;
  orderRefundedPiastres: number;
  buyerEmail: string;
  buyerFirstName: string;
  buyerLastName: string;
}

/**
 * The studio's queue: pending requests oldest first (the order they wait in), decided ones newest
 * decision first. Two statements.
 */
export async function listStudioRefundRequests(
  db: DbOrTx,
  input: { decided: boolean; offset: number; limit: number },
): Promise<{ rows: StudioRefundRequestRow[]; totalCount: number }> {
  const where: SQL = input.decided ? sql`${refundRequests.status} <> 'PENDING'` : eq(refundRequests.status, 'PENDING');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        request: refundRequests,
        orderReference: orders.reference,
        orderTotalPiastres: orders.totalPiastres,
        orderRefundedPiastres: orders.refundedPiastres,
        buyerEmail: users.email,
        buyerFirstName: users.firstName,
        buyerLastName: users.lastName,
      })
      .from(refundRequests)
      .innerJoin(orders, eq(orders.id, refundRequests.orderId))
      .innerJoin(users, eq(users.id, refundRequests.userId))
      .where(where)
      .orderBy(
        ...(input.decided
          ? [desc(refundRequests.decidedAt), desc(refundRequests.id)]
          : [asc(refundRequests.createdAt), asc(refundRequests.id)]),
      )
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(refundRequests)
      .where(where),
  ]);
  return { rows, totalCount: count?.total ?? 0 };
}
