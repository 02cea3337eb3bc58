import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessonPositions } from '../../schema/index';

/** The remembered player position in seconds, or null when none. */
export async function findLessonPosition(db: DbOrTx, userId: string, lessonId: string): Promise<number | null> {
  const [row] = await db
    .select({ positionSeconds: lessonPositions.positionSeconds })
    .from(lessonPositions)
    .where(and(eq(lessonPositions.userId, userId), eq(lessonPositions.lessonId, lessonId)))
    .limit(1);
  return row?.positionSeconds ?? null;
}
