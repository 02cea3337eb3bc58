import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { orderItems } from '../../schema/index';
import type { OrderItemRow } from './orders';

/** The items of these orders, in each order's own sequence (one statement for any number of orders). */
export async function listOrderItems(db: DbOrTx, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.sortOrder));
}
