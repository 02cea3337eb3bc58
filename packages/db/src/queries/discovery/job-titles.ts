import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { jobTitles } from '../../schema/index';
import type { NamedRow } from './fields-of-training';

export async function listActiveJobTitles(db: DbOrTx): Promise<NamedRow[]> {
  return db
    .select({ id: jobTitles.id, enName: jobTitles.enName, arName: jobTitles.arName })
    .from(jobTitles)
    .where(eq(jobTitles.isActive, true));
}
