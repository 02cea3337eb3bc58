import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { learningPrograms } from '../../schema/index';
import type { ProgramRow } from '../catalog/learning-programs';
import { progressOf, toProgressRow, type ProgramProgressRow, type RawProgressRow } from './progress-rows';

/** A program by id or slug whatever its publication status (learners keep what they bought). */
export async function findProgramByKey(db: DbOrTx, key: { id: string } | { slug: string }): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(learningPrograms)
    .where('id' in key ? eq(learningPrograms.id, key.id) : eq(learningPrograms.slug, key.slug))
    .limit(1);
  return row ?? null;
}

/** Progress counts of the user in each of these programs (in no particular order). One statement. */
export async function listProgramProgress(
  db: DbOrTx,
  userId: string,
  programIds: readonly string[],
): Promise<ProgramProgressRow[]> {
  if (programIds.length === 0) return [];
  const targets = sql`select p.id as program_id from learning_programs p where p.id in (${sql.join(
    programIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const result = await db.execute(progressOf(userId, targets));
  return (result as unknown as { rows: RawProgressRow[] }).rows.map(toProgressRow);
}
