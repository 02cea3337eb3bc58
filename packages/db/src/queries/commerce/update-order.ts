import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { orders } from '../../schema/index';

export type OrderPatch = Partial<
  Pick<
    typeof orders.$inferInsert,
    'status' | 'provider' | 'providerIntentId' | 'providerOrderId' | 'reviewReason' | 'paidAt'
  >
>;

/** Changes an order's state or provider ids. */
export async function updateOrder(db: DbOrTx, orderId: string, patch: OrderPatch): Promise<void> {
  await db
    .update(orders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
