import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { quizQuestions } from '../../schema/index';

/** How many questions a quiz has. */
export async function countQuizQuestions(db: DbOrTx, lessonId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(quizQuestions).where(eq(quizQuestions.lessonId, lessonId));
  return row?.value ?? 0;
}
