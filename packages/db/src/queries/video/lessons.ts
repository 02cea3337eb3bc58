import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { enrollments, files, learningPrograms, lessons } from '../../schema/index';

export interface LessonVideoAccess {
  lessonId: string;
  programId: string;
  videoId: string | null;
  /** The uploaded video's poster (a public storage key or an absolute URL), when processing made one. */
  videoPoster: string | null;
  isPreview: boolean;
  programPublished: boolean;
  /** The viewer holds an enrolment in the lesson's program (a diploma enrolment writes one per program). */
  enrolled: boolean;
}

/** What deciding on a lesson's video needs, in one statement; null for an unknown lesson. */
export async function findLessonVideoAccess(
  db: DbOrTx,
  lessonId: string,
  userId: string | null,
): Promise<LessonVideoAccess | null> {
  const [row] = await db
    .select({
      lessonId: lessons.id,
      programId: lessons.programId,
      videoId: lessons.videoId,
      videoPoster: files.videoPoster,
      isPreview: lessons.isPreview,
      programPublished: sql<boolean>`${learningPrograms.publicationStatus} = 'PUBLISHED'`,
      enrolled: sql<boolean>`${enrollments.id} is not null`,
    })
    .from(lessons)
    .innerJoin(learningPrograms, eq(learningPrograms.id, lessons.programId))
    .leftJoin(files, eq(files.key, lessons.videoId))
    // A null user matches no enrolment (uuid = NULL is never true).
    .leftJoin(
      enrollments,
      and(eq(enrollments.programId, lessons.programId), eq(enrollments.userId, sql`${userId}::uuid`)),
    )
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return row ?? null;
}

/** Fills the length read from a processed video into every lesson that plays it; answers how many. */
export async function setDurationOfVideoLessons(db: DbOrTx, videoId: string, seconds: number): Promise<number> {
  const rows = await db
    .update(lessons)
    .set({ durationSeconds: seconds })
    .where(eq(lessons.videoId, videoId))
    .returning({ id: lessons.id });
  return rows.length;
}
