import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { faqs } from '../../schema/index';

export type FaqRow = typeof faqs.$inferSelect;

/** The questions visitors see for one audience: the shown ones, in their curated order. */
export async function listFaqs(db: DbOrTx, audience: FaqRow['audience']): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqs)
    .where(and(eq(faqs.audience, audience), eq(faqs.isShown, true)))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

// FAQs in the studio (decision 0067).

export type FaqFields = Pick<
  typeof faqs.$inferInsert,
  'enQuestion' | 'arQuestion' | 'enAnswer' | 'arAnswer' | 'isShown'
>;

/** Every question for one audience, hidden ones included, in their curated order; `lock` holds the rows. */
export async function listStudioFaqs(db: DbOrTx, audience: FaqRow['audience'], lock = false): Promise<FaqRow[]> {
  const query = db.select().from(faqs).where(eq(faqs.audience, audience)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return lock ? query.for('update') : query;
}

/** One question; `lock` holds the row until the transaction ends. */
export async function findFaq(db: DbOrTx, id: string, lock = false): Promise<FaqRow | null> {
  const query = db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A new question at the end of its audience's list. */
export async function insertFaq(db: DbOrTx, fields: FaqFields & { audience: FaqRow['audience'] }): Promise<FaqRow> {
  const [row] = await db
    .insert(faqs)
    .values({
      ...fields,
      sortOrder: sql`(select coalesce(max(${faqs.sortOrder}), -1) + 1 from ${faqs} where ${faqs.audience} = ${fields.audience})`,
    })
    .returning();
  return row!;
}

/** Saves a question (its words, shown flag or place) if it is still at `version`, raising it; null otherwise. */
export async function updateFaqAtVersion(
  db: DbOrTx,
  id: string,
  version: number,
  fields: Partial<FaqFields & { sortOrder: number }>,
): Promise<FaqRow | null> {
  const [row] = await db
    .update(faqs)
    .set({ ...fields, version: sql`${faqs.version} + 1` })
    .where(and(eq(faqs.id, id), eq(faqs.version, version)))
    .returning();
  return row ?? null;
}

/** Deletes a question if it is still at `version`; whether it did. */
export async function deleteFaqAtVersion(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(faqs)
    .where(and(eq(faqs.id, id), eq(faqs.version, version)))
    .returning({ id: faqs.id });
  return rows.length > 0;
}
