import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { learningPrograms } from '../../schema/index';

/** Programs by id whatever their publication status (the caller decides what it may sell). */
export async function findProgramsByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Array<typeof learningPrograms.$inferSelect>> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(learningPrograms)
    .where(inArray(learningPrograms.id, [...ids]));
}
