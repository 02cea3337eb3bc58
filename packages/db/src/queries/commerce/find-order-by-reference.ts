import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { orders } from '../../schema/index';
import type { OrderRow } from './insert-order';

/** An order by our reference; `lock` holds the row (SELECT … FOR UPDATE) until the transaction ends. */
export async function findOrderByReference(db: DbOrTx, reference: string, lock = false): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.reference, reference));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
