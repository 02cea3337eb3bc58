import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { learningPrograms } from '../../schema/index';
import type { ProgramRow } from '../catalog/learning-programs';

/** Published programs of many lecturers, newest first. */
export async function listPublishedProgramsByLecturers(
  db: DbOrTx,
  lecturerIds: readonly string[],
): Promise<ProgramRow[]> {
  if (lecturerIds.length === 0) return [];
  return db
    .select()
    .from(learningPrograms)
    .where(
      and(inArray(learningPrograms.lecturerId, [...lecturerIds]), eq(learningPrograms.publicationStatus, 'PUBLISHED')),
    )
    .orderBy(desc(learningPrograms.createdAt), asc(learningPrograms.id));
}
