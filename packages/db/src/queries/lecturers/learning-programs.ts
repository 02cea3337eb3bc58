import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { learningPrograms, programCoLecturers } from '../../schema/index';
import type { ProgramRow } from '../catalog/learning-programs';

/** A program on a lecturer's page: `teacherId` is the lecturer whose page it is on. */
export interface TaughtProgramRow extends ProgramRow {
  teacherId: string;
}

/**
 * Published programs of many lecturers, newest first: those they own and those they co-teach
 * (decision 0076). One statement whatever the number of lecturers.
 */
export async function listPublishedProgramsByLecturers(
  db: DbOrTx,
  lecturerIds: readonly string[],
): Promise<TaughtProgramRow[]> {
  if (lecturerIds.length === 0) return [];
  const ids = [...lecturerIds];
  const owned = db
    .select({ programId: learningPrograms.id, teacherId: learningPrograms.lecturerId })
    .from(learningPrograms)
    .where(inArray(learningPrograms.lecturerId, ids));
  const coTaught = db
    .select({ programId: programCoLecturers.programId, teacherId: programCoLecturers.lecturerId })
    .from(programCoLecturers)
    .where(inArray(programCoLecturers.lecturerId, ids));
  const taught = owned.union(coTaught).as('taught');
  const rows = await db
    .select({ teacherId: taught.teacherId, program: learningPrograms })
    .from(taught)
    .innerJoin(learningPrograms, eq(learningPrograms.id, taught.programId))
    .where(eq(learningPrograms.publicationStatus, 'PUBLISHED'))
    .orderBy(desc(learningPrograms.createdAt), asc(learningPrograms.id));
  return rows.map((row) => ({ ...row.program, teacherId: row.teacherId! }));
}
