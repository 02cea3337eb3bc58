import { and, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { enrollments, learningPrograms, lessons } from '../../schema/index';

export interface UpcomingLiveSession {
  lessonId: string;
  programId: string;
  userId: string;
  startAt: Date;
  arLessonTitle: string;
  enLessonTitle: string;
  arProgramTitle: string;
  enProgramTitle: string;
}

/** Every (enrolled learner, live lesson) pair whose session starts in (from, to]. */
export async function listUpcomingLiveSessionLearners(
  db: DbOrTx,
  params: { from: Date; to: Date; limit: number },
): Promise<UpcomingLiveSession[]> {
  const rows = await db
    .select({
      lessonId: lessons.id,
      programId: lessons.programId,
      userId: enrollments.userId,
      startAt: lessons.liveSessionStartAt,
      arLessonTitle: lessons.arTitle,
      enLessonTitle: lessons.enTitle,
      arProgramTitle: learningPrograms.arTitle,
      enProgramTitle: learningPrograms.enTitle,
    })
    .from(lessons)
    .innerJoin(enrollments, eq(enrollments.programId, lessons.programId))
    .innerJoin(learningPrograms, eq(learningPrograms.id, lessons.programId))
    .where(
      and(
        eq(lessons.type, 'LIVE_SESSION'),
        gt(lessons.liveSessionStartAt, params.from),
        lte(lessons.liveSessionStartAt, params.to),
      ),
    )
    .limit(params.limit);
  return rows.map((r) => ({ ...r, startAt: r.startAt! }));
}
