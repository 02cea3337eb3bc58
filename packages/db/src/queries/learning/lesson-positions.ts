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

/** Remembers where the player was; the newest report wins. */
export async function upsertLessonPosition(
  db: DbOrTx,
  input: {
    userId: string;
    lessonId: string;
    positionSeconds: number;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(lessonPositions)
    .values({
      userId: input.userId,
      lessonId: input.lessonId,
      positionSeconds: input.positionSeconds,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [lessonPositions.userId, lessonPositions.lessonId],
      set: { positionSeconds: input.positionSeconds, updatedAt: input.at },
    });
}
