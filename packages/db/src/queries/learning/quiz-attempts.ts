import { and, eq, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { quizAttempts, quizAttemptAnswers } from '../../schema/index';

/** The user's own attempt by id; someone else's is not found. */
export async function findQuizAttempt(db: DbOrTx, userId: string, attemptId: string): Promise<QuizAttemptRow | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type NewQuizAttempt = Omit<typeof quizAttempts.$inferInsert, 'id'> & {
  attemptNumber: number;
};

/**
 * Stores an attempt under its number with the chosen answers. Returns null, writing nothing,
 * when that number is already taken (a simultaneous submission got there first).
 */
export async function insertQuizAttempt(
  db: DbOrTx,
  attempt: NewQuizAttempt,
  answers: ReadonlyArray<{ questionId: string; answerId: string }>,
): Promise<QuizAttemptRow | null> {
  const [row] = await db.insert(quizAttempts).values(attempt).onConflictDoNothing().returning();
  if (!row) return null;
  if (answers.length > 0) {
    await db.insert(quizAttemptAnswers).values(
      answers.map((a) => ({
        attemptId: row.id,
        questionId: a.questionId,
        answerId: a.answerId,
      })),
    );
  }
  return row;
}

export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

/** The user's attempts at a quiz, newest first. */
export async function listQuizAttempts(db: DbOrTx, userId: string, lessonId: string): Promise<QuizAttemptRow[]> {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)))
    .orderBy(desc(quizAttempts.attemptNumber));
}
