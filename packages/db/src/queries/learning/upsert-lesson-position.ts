import type { DbOrTx } from '../../client';
import { lessonPositions } from '../../schema/index';

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
