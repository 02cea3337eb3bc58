import type { DbOrTx } from '../../client';
import { lessonCompletions } from '../../schema/index';

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
