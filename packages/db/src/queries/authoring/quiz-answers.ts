import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessons, quizAnswers, quizQuestions } from '../../schema/index';

export type StudioQuizAnswerRow = typeof quizAnswers.$inferSelect;
export type QuizAnswerValues = Pick<StudioQuizAnswerRow, 'arTitle' | 'enTitle' | 'isCorrect'>;

/** The options of every question of every quiz of a program, each question's in its order. */
export async function listStudioQuizAnswers(db: DbOrTx, programId: string): Promise<StudioQuizAnswerRow[]> {
  const rows = await db
    .select({ answer: quizAnswers })
    .from(quizAnswers)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAnswers.questionId))
    .innerJoin(lessons, eq(lessons.id, quizQuestions.lessonId))
    .where(eq(lessons.programId, programId))
    .orderBy(asc(quizAnswers.questionId), asc(quizAnswers.sortOrder), asc(quizAnswers.id));
  return rows.map((row) => row.answer);
}

/** One question's options in their order. */
export async function listQuestionAnswers(db: DbOrTx, questionId: string): Promise<StudioQuizAnswerRow[]> {
  return db
    .select()
    .from(quizAnswers)
    .where(eq(quizAnswers.questionId, questionId))
    .orderBy(asc(quizAnswers.sortOrder), asc(quizAnswers.id));
}

/**
 * Makes a question's options exactly these, in this order: an option with an id keeps its row
 * (so the choices past attempts recorded for it stay), one without is added, and the question's
 * other options are removed. Three statements at most, plus one per kept option.
 */
export async function replaceQuestionAnswers(
  db: DbOrTx,
  questionId: string,
  options: ReadonlyArray<QuizAnswerValues & { id?: string | undefined }>,
): Promise<void> {
  const kept = options.flatMap((o) => (o.id ? [o.id] : []));
  await db
    .delete(quizAnswers)
    .where(
      kept.length > 0
        ? and(eq(quizAnswers.questionId, questionId), notInArray(quizAnswers.id, kept))
        : eq(quizAnswers.questionId, questionId),
    );
  const added = options.flatMap(({ id, ...values }, sortOrder) => (id ? [] : [{ ...values, questionId, sortOrder }]));
  if (added.length > 0) await db.insert(quizAnswers).values(added);
  for (const [sortOrder, { id, ...values }] of options.entries()) {
    if (id)
      await db
        .update(quizAnswers)
        .set({ ...values, sortOrder })
        .where(and(eq(quizAnswers.id, id), eq(quizAnswers.questionId, questionId)));
  }
}
