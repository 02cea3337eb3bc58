import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { paymentCallbacks } from '../../schema/index';

export type PaymentCallbackRow = typeof paymentCallbacks.$inferSelect;

/** Keeps a verified callback and what it did (every one, replays included). */
export async function insertPaymentCallback(
  db: DbOrTx,
  row: Omit<typeof paymentCallbacks.$inferInsert, 'id' | 'receivedAt'>,
): Promise<void> {
  await db.insert(paymentCallbacks).values(row);
}

/** An order's callbacks, in the order they came. */
export async function listOrderPaymentCallbacks(db: DbOrTx, orderId: string): Promise<PaymentCallbackRow[]> {
  return db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderId, orderId))
    .orderBy(asc(paymentCallbacks.receivedAt), asc(paymentCallbacks.id));
}
