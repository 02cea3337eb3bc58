import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessonCompletions } from '../../schema/index';

/** Which of these lessons the user has completed. One statement. */
export async function findCompletedLessonIds(
  db: DbOrTx,
  userId: string,
  lessonIds: readonly string[],
): Promise<string[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .select({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(and(eq(lessonCompletions.userId, userId), inArray(lessonCompletions.lessonId, [...lessonIds])));
  return rows.map((r) => r.lessonId);
}

/** Records a completion; an existing one (and its time) is kept. */
export async function insertLessonCompletion(
  db: DbOrTx,
  input: { userId: string; lessonId: string; at: Date },
): Promise<void> {
  await db
    .insert(lessonCompletions)
    .values({
      userId: input.userId,
      lessonId: input.lessonId,
      completedAt: input.at,
    })
    .onConflictDoNothing();
}

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
