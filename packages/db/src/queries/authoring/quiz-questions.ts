import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessons, quizQuestions } from '../../schema/index';

export type StudioQuizQuestionRow = typeof quizQuestions.$inferSelect;
export type QuizQuestionValues = Pick<
  StudioQuizQuestionRow,
  'arTitle' | 'enTitle' | 'isMultipleAnswers' | 'arExplanation' | 'enExplanation'
>;

/** The questions of every quiz of a program, each quiz's in its order. */
export async function listStudioQuizQuestions(db: DbOrTx, programId: string): Promise<StudioQuizQuestionRow[]> {
  const rows = await db
    .select({ question: quizQuestions })
    .from(quizQuestions)
    .innerJoin(lessons, eq(lessons.id, quizQuestions.lessonId))
    .where(eq(lessons.programId, programId))
    .orderBy(asc(quizQuestions.lessonId), asc(quizQuestions.sortOrder), asc(quizQuestions.id));
  return rows.map((row) => row.question);
}

/** A question of a quiz of this program, or null (another program's question reads as missing). */
export async function findStudioQuizQuestion(
  db: DbOrTx,
  programId: string,
  questionId: string,
): Promise<StudioQuizQuestionRow | null> {
  const [row] = await db
    .select({ question: quizQuestions })
    .from(quizQuestions)
    .innerJoin(lessons, eq(lessons.id, quizQuestions.lessonId))
    .where(and(eq(quizQuestions.id, questionId), eq(lessons.programId, programId)))
    .limit(1);
  return row?.question ?? null;
}

/** A new question after the quiz's last one. */
export async function insertQuizQuestionRow(
  db: DbOrTx,
  lessonId: string,
  values: QuizQuestionValues,
): Promise<StudioQuizQuestionRow> {
  const last = sql<number>`(select coalesce(max(${quizQuestions.sortOrder}) + 1, 0) from ${quizQuestions} where ${quizQuestions.lessonId} = ${lessonId})`;
  const [row] = await db
    .insert(quizQuestions)
    .values({ ...values, lessonId, sortOrder: last })
    .returning();
  return row!;
}

export async function updateQuizQuestionRow(
  db: DbOrTx,
  questionId: string,
  values: QuizQuestionValues,
): Promise<StudioQuizQuestionRow> {
  const [row] = await db.update(quizQuestions).set(values).where(eq(quizQuestions.id, questionId)).returning();
  return row!;
}

/** Removes a question with its options (and the choices attempts recorded for them). */
export async function deleteQuizQuestionRow(db: DbOrTx, questionId: string): Promise<void> {
  await db.delete(quizQuestions).where(eq(quizQuestions.id, questionId));
}

/** Numbers a quiz's questions in the order given, in one statement. */
export async function reorderQuizQuestionRows(
  db: DbOrTx,
  lessonId: string,
  questionIds: readonly string[],
): Promise<void> {
  if (questionIds.length === 0) return;
  const rows = sql.join(
    questionIds.map((id, index) => sql`(${id}::uuid, ${index}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${quizQuestions} set sort_order = v.sort_order
    from (values ${rows}) as v(id, sort_order)
    where ${quizQuestions.id} = v.id and ${quizQuestions.lessonId} = ${lessonId}`);
}
