import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { learningPrograms } from '../../schema/index';
import type { ProgramRow } from '../catalog-programs';

/** A program by id or slug whatever its publication status (learners keep what they bought). */
export async function findProgramByKey(db: DbOrTx, key: { id: string } | { slug: string }): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(learningPrograms)
    .where('id' in key ? eq(learningPrograms.id, key.id) : eq(learningPrograms.slug, key.slug))
    .limit(1);
  return row ?? null;
}
