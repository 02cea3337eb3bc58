import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { whatsappMessages } from '../../schema/index';

export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;
export type NewWhatsAppMessage = typeof whatsappMessages.$inferInsert;

/** Records a message about to be sent; null when its dedupe key was recorded before (a retried job). */
export async function insertWhatsAppMessage(db: DbOrTx, row: NewWhatsAppMessage): Promise<WhatsAppMessageRow | null> {
  const [inserted] = await db.insert(whatsappMessages).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findWhatsAppMessageByDedupeKey(
  db: DbOrTx,
  dedupeKey: string,
): Promise<WhatsAppMessageRow | null> {
  const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.dedupeKey, dedupeKey)).limit(1);
  return row ?? null;
}

export async function updateWhatsAppMessage(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<WhatsAppMessageRow, 'providerMessageId' | 'status' | 'errorCode' | 'errorTitle' | 'updatedAt'>>,
): Promise<void> {
  await db.update(whatsappMessages).set(patch).where(eq(whatsappMessages.id, id));
}

/**
 * Moves a sent message's status to `status` only from one of `from` (statuses never go back: a
 * late "delivered" after "read" changes nothing). Answers whether a row changed.
 */
export async function advanceWhatsAppMessageStatus(
  db: DbOrTx,
  change: {
    providerMessageId: string;
    from: string[];
    status: string;
    errorCode?: number | null;
    errorTitle?: string | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(whatsappMessages)
    .set({
      status: change.status,
      errorCode: change.errorCode ?? null,
      errorTitle: change.errorTitle ?? null,
      updatedAt: change.now,
    })
    .where(
      and(
        eq(whatsappMessages.providerMessageId, change.providerMessageId),
        inArray(whatsappMessages.status, change.from),
      ),
    )
    .returning({ id: whatsappMessages.id });
  return rows.length > 0;
}

/** The newest message of a template sent to a user at a number (the phone code's delivery). */
export async function findLatestWhatsAppMessage(
  db: DbOrTx,
  filter: { userId: string; to: string; template: string },
): Promise<WhatsAppMessageRow | null> {
  const [row] = await db
    .select()
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.userId, filter.userId),
        eq(whatsappMessages.to, filter.to),
        eq(whatsappMessages.template, filter.template),
      ),
    )
    .orderBy(desc(whatsappMessages.createdAt))
    .limit(1);
  return row ?? null;
}

/** The newest messages, optionally to one number (the development outbox). */
export async function listWhatsAppMessages(
  db: DbOrTx,
  filter: { to?: string; limit: number },
): Promise<WhatsAppMessageRow[]> {
  return db
    .select()
    .from(whatsappMessages)
    .where(filter.to ? eq(whatsappMessages.to, filter.to) : undefined)
    .orderBy(desc(whatsappMessages.createdAt))
    .limit(filter.limit);
}
