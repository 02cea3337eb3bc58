import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { diplomaPrograms, enrollments } from '../../schema/index';

/**
 * Which of these programs the user owns: enrolled in it, or in a diploma that holds it (so a
 * course added to an owned diploma later still counts). One statement.
 */
export async function findOwnedProgramIds(
  db: DbOrTx,
  userId: string,
  programIds: readonly string[],
): Promise<string[]> {
  if (programIds.length === 0) return [];
  const ids = [...programIds];
  const direct = db
    .select({ programId: enrollments.programId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), inArray(enrollments.programId, ids)));
  const viaDiploma = db
    .select({ programId: diplomaPrograms.programId })
    .from(diplomaPrograms)
    .innerJoin(enrollments, and(eq(enrollments.programId, diplomaPrograms.diplomaId), eq(enrollments.userId, userId)))
    .where(inArray(diplomaPrograms.programId, ids));
  const rows = await direct.union(viaDiploma);
  return rows.map((r) => r.programId);
}
