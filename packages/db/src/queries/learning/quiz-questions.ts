import { count, eq, asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { quizQuestions, quizAnswers } from '../../schema/index';

/** How many questions a quiz has. */
export async function countQuizQuestions(db: DbOrTx, lessonId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(quizQuestions).where(eq(quizQuestions.lessonId, lessonId));
  return row?.value ?? 0;
}

export type QuizQuestionRow = typeof quizQuestions.$inferSelect;

/** Includes `isCorrect`: the domain decides when, if ever, it leaves the server. */
export type QuizAnswerRow = typeof quizAnswers.$inferSelect;

/** A quiz's questions and answers, in order. Two statements. */
export async function listQuizQuestions(
  db: DbOrTx,
  lessonId: string,
): Promise<{ questions: QuizQuestionRow[]; answers: QuizAnswerRow[] }> {
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.lessonId, lessonId))
    .orderBy(asc(quizQuestions.sortOrder), asc(quizQuestions.id));
  if (questions.length === 0) return { questions, answers: [] };
  const answers = await db
    .select()
    .from(quizAnswers)
    .where(
      inArray(
        quizAnswers.questionId,
        questions.map((q) => q.id),
      ),
    )
    .orderBy(asc(quizAnswers.sortOrder), asc(quizAnswers.id));
  return { questions, answers };
}
