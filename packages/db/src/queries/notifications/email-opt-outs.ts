import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { emailOptOuts } from '../../schema/index';

/** The events whose e-mail the user switched off. */
export async function listEmailOptOuts(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ event: emailOptOuts.event }).from(emailOptOuts).where(eq(emailOptOuts.userId, userId));
  return rows.map((row) => row.event);
}

/** Whether the user switched this event's e-mail off. */
export async function isEmailOptedOut(db: DbOrTx, userId: string, event: string): Promise<boolean> {
  const [row] = await db
    .select({ event: emailOptOuts.event })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.event, event)))
    .limit(1);
  return Boolean(row);
}

/** Switches events' e-mail off; already off stays off. */
export async function insertEmailOptOuts(db: DbOrTx, userId: string, events: string[], now: Date): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(emailOptOuts)
    .values(events.map((event) => ({ userId, event, createdAt: now })))
    .onConflictDoNothing();
}

/** Switches events' e-mail back on. */
export async function deleteEmailOptOuts(db: DbOrTx, userId: string, events: string[]): Promise<void> {
  if (events.length === 0) return;
  await db.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.event, events)));
}
