import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { contactMessages } from '../../schema/index';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: DbOrTx, values: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** Newest first (support tools and tests). */
export async function listContactMessages(db: DbOrTx, limit = 20): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(Math.min(limit, 100));
}
