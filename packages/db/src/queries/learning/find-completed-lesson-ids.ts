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
