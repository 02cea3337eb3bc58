import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { quizAttempts } from '../../schema/index';
import type { QuizAttemptRow } from './list-quiz-attempts';

/** The user's own attempt by id; someone else's is not found. */
export async function findQuizAttempt(db: DbOrTx, userId: string, attemptId: string): Promise<QuizAttemptRow | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)))
    .limit(1);
  return row ?? null;
}
