import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { programCoLecturers } from '../../schema/index';

/** Makes a program's co-lecturers exactly these, numbered in this order (two statements; none clears them). */
export async function replaceProgramCoLecturers(
  db: DbOrTx,
  programId: string,
  lecturerIds: readonly string[],
): Promise<void> {
  await db.delete(programCoLecturers).where(eq(programCoLecturers.programId, programId));
  if (lecturerIds.length === 0) return;
  await db
    .insert(programCoLecturers)
    .values(lecturerIds.map((lecturerId, position) => ({ programId, lecturerId, position })));
}
