import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessonCompletions } from '../../schema/index';
import { insertLessonCompletion } from './insert-lesson-completion';

/**
 * Flips the user's completion of a lesson: removes it when present, records it otherwise.
 * Returns whether the lesson is now complete.
 */
export async function toggleLessonCompletionRow(
  db: DbOrTx,
  input: { userId: string; lessonId: string; at: Date },
): Promise<boolean> {
  const removed = await db
    .delete(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, input.userId), eq(lessonCompletions.lessonId, input.lessonId)))
    .returning({ lessonId: lessonCompletions.lessonId });
  if (removed.length > 0) return false;
  await insertLessonCompletion(db, input);
  return true;
}
