import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { quizAttempts } from '../../schema/index';

export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

/** The user's attempts at a quiz, newest first. */
export async function listQuizAttempts(db: DbOrTx, userId: string, lessonId: string): Promise<QuizAttemptRow[]> {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)))
    .orderBy(desc(quizAttempts.attemptNumber));
}
