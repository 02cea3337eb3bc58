import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { diplomaPrograms, enrollments, learningPrograms } from '../../schema/index';

/**
 * Which of these programs the user owns: enrolled in it, or in a diploma that holds it (so a
 * course added to an owned diploma later still counts). One statement.
 */
export async function findOwnedProgramIds(
  db: DbOrTx,
  /** Null: a visitor, who owns nothing. */
  userId: string | null,
  programIds: readonly string[],
): Promise<string[]> {
  if (programIds.length === 0 || userId === null) return [];
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

export type EnrollmentSource = (typeof enrollments.$inferInsert)['source'];

/**
 * Enrols the user in the programs and in every program of those that are diplomas (source
 * DIPLOMA); existing enrolments are kept as they are, and only new ones raise enrolled_users_count.
 * Returns the program ids newly enrolled.
 */
export async function insertEnrollments(
  db: DbOrTx,
  input: { userId: string; programIds: readonly string[]; source: EnrollmentSource; orderId: string | null },
): Promise<string[]> {
  if (input.programIds.length === 0) return [];
  const children = await db
    .select({ programId: diplomaPrograms.programId })
    .from(diplomaPrograms)
    .where(inArray(diplomaPrograms.diplomaId, [...input.programIds]));
  const direct = new Set(input.programIds);
  const rows = [
    ...input.programIds.map((programId) => ({ programId, source: input.source })),
    ...[...new Set(children.map((c) => c.programId))]
      .filter((id) => !direct.has(id))
      .map((programId) => ({ programId, source: 'DIPLOMA' as const })),
  ];
  const inserted = await db
    .insert(enrollments)
    .values(rows.map((r) => ({ ...r, userId: input.userId, orderId: input.orderId })))
    .onConflictDoNothing()
    .returning({ programId: enrollments.programId });
  const enrolled = inserted.map((r) => r.programId);
  if (enrolled.length > 0) {
    await db
      .update(learningPrograms)
      .set({ enrolledUsersCount: sql`${learningPrograms.enrolledUsersCount} + 1` })
      .where(inArray(learningPrograms.id, enrolled));
  }
  return enrolled;
}

/**
 * Ends the enrolments an order gave (its programs and a diploma's programs), lowering
 * enrolled_users_count; learners' progress is kept, so buying again restores it. Returns the program ids.
 */
export async function deleteOrderEnrollments(db: DbOrTx, orderId: string): Promise<string[]> {
  const removed = await db
    .delete(enrollments)
    .where(eq(enrollments.orderId, orderId))
    .returning({ programId: enrollments.programId });
  const programIds = removed.map((r) => r.programId);
  if (programIds.length > 0) {
    await db
      .update(learningPrograms)
      .set({ enrolledUsersCount: sql`greatest(${learningPrograms.enrolledUsersCount} - 1, 0)` })
      .where(inArray(learningPrograms.id, programIds));
  }
  return programIds;
}
