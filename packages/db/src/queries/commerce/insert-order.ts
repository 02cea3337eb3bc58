import type { DbOrTx } from '../../client';
import { orderItems, orders } from '../../schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** A PENDING order with its items (two statements; run it in the checkout transaction). */
export async function insertOrder(db: DbOrTx, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (items.length > 0) await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}
