import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { programCoLecturers } from '../../schema/index';

export interface ProgramCoLecturerRow {
  programId: string;
  lecturerId: string;
}

/**
 * The co-lecturers (decision 0076) of many programs, each program's in its order, whatever the
 * lecturers' state now: one statement for any number of programs.
 */
export async function listProgramCoLecturers(
  db: DbOrTx,
  programIds: readonly string[],
): Promise<ProgramCoLecturerRow[]> {
  if (programIds.length === 0) return [];
  return db
    .select({ programId: programCoLecturers.programId, lecturerId: programCoLecturers.lecturerId })
    .from(programCoLecturers)
    .where(inArray(programCoLecturers.programId, [...programIds]))
    .orderBy(asc(programCoLecturers.programId), asc(programCoLecturers.position));
}
