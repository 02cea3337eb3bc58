import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { mailOutbox } from '../../schema/index';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: 'ar' | 'en';
  sentAt: Date | null;
  error?: string;
  /** Extra headers sent with the message (List-Unsubscribe, decision 0058). */
  headers?: Record<string, string>;
}

export async function insertOutboxMail(db: DbOrTx, mail: OutboxMail): Promise<void> {
  await db.insert(mailOutbox).values({
    ...mail,
    locale: mail.locale === 'ar' ? 'AR' : 'EN',
    error: mail.error ?? null,
    headers: mail.headers ?? null,
  });
}

/** Newest first; development tools and tests read verification codes from here. */
export async function listOutboxMail(db: DbOrTx, options: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(sql`lower(${mailOutbox.to})`, options.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(Math.min(options.limit ?? 20, 100));
}
