import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';

/** NOTIFY on a channel; inside a transaction it is delivered when the transaction commits. */
export async function notifyChannel(db: DbOrTx, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
