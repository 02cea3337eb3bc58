import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { quizAttemptAnswers } from '../../schema/index';

export type QuizAttemptAnswerRow = typeof quizAttemptAnswers.$inferSelect;

/** The answers chosen in these attempts. One statement. */
export async function listAttemptAnswers(db: DbOrTx, attemptIds: readonly string[]): Promise<QuizAttemptAnswerRow[]> {
  if (attemptIds.length === 0) return [];
  return db
    .select()
    .from(quizAttemptAnswers)
    .where(inArray(quizAttemptAnswers.attemptId, [...attemptIds]));
}
