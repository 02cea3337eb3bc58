import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { progressOf, toProgressRow, type ProgramProgressRow, type RawProgressRow } from './program-progress-rows';

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
