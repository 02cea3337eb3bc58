import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { diplomaPrograms, enrollments } from '../../schema/index';

/**
 * The programs a completion in `programId` can finish for the user: the program itself and every
 * diploma holding it that the user is enrolled in. One statement.
 */
export async function listCertificateCandidates(db: DbOrTx, userId: string, programId: string): Promise<string[]> {
  const diplomas = await db
    .select({ id: diplomaPrograms.diplomaId })
    .from(diplomaPrograms)
    .innerJoin(enrollments, and(eq(enrollments.programId, diplomaPrograms.diplomaId), eq(enrollments.userId, userId)))
    .where(eq(diplomaPrograms.programId, programId));
  return [programId, ...diplomas.map((d) => d.id)];
}
