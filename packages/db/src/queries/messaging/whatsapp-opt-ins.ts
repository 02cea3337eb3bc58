import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { whatsappOptIns } from '../../schema/index';

/** The events the user chose to hear on WhatsApp. */
export async function listWhatsAppOptIns(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ event: whatsappOptIns.event })
    .from(whatsappOptIns)
    .where(eq(whatsappOptIns.userId, userId));
  return rows.map((row) => row.event);
}

/** Whether the user chose to hear this event on WhatsApp. */
export async function isWhatsAppOptedIn(db: DbOrTx, userId: string, event: string): Promise<boolean> {
  const [row] = await db
    .select({ event: whatsappOptIns.event })
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.userId, userId), eq(whatsappOptIns.event, event)))
    .limit(1);
  return Boolean(row);
}

export async function insertWhatsAppOptIns(db: DbOrTx, userId: string, events: string[], now: Date): Promise<void> {
  if (events.length === 0) return;
  await db
    .insert(whatsappOptIns)
    .values(events.map((event) => ({ userId, event, createdAt: now })))
    .onConflictDoNothing();
}

/** Switches the named events off, or every event when none are named (a STOP reply). */
export async function deleteWhatsAppOptIns(db: DbOrTx, userId: string, events?: string[]): Promise<void> {
  if (events?.length === 0) return;
  await db
    .delete(whatsappOptIns)
    .where(
      events
        ? and(eq(whatsappOptIns.userId, userId), inArray(whatsappOptIns.event, events))
        : eq(whatsappOptIns.userId, userId),
    );
}
