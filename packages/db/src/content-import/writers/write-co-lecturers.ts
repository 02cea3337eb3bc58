import type { DbOrTx } from '../../client';
import { replaceProgramCoLecturers } from '../../queries/authoring/program-co-lecturers';
import { lecturerIdBySlug } from './lookups';

/** Makes a program's co-lecturers (decision 0076) exactly these, by their slugs, in this order. */
export async function writeCoLecturers(db: DbOrTx, programId: string, slugs: readonly string[]): Promise<void> {
  const ids: string[] = [];
  for (const [i, slug] of slugs.entries()) ids.push(await lecturerIdBySlug(db, slug, `coLecturers[${i}]`));
  await replaceProgramCoLecturers(db, programId, ids);
}
