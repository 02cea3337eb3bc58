import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { faqs } from '../../schema/index';

export type FaqRow = typeof faqs.$inferSelect;

export async function listFaqs(db: DbOrTx, audience: FaqRow['audience']): Promise<FaqRow[]> {
  return db.select().from(faqs).where(eq(faqs.audience, audience)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
}
