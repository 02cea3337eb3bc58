import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { orders } from '../../schema/index';

/** Cancels the user's orders still waiting for payment (a new checkout replaces them); returns their ids. */
export async function cancelPendingOrders(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .update(orders)
    .set({ status: 'CANCELLED', updatedAt: sql`now()` })
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING')))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}
