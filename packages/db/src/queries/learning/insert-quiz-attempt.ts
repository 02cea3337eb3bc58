import type { DbOrTx } from '../../client';
import { quizAttemptAnswers, quizAttempts } from '../../schema/index';
import type { QuizAttemptRow } from './list-quiz-attempts';

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
