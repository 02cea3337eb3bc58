import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessons } from '../../schema/index';

export interface LiveSessionStartRow {
  programId: string;
  startAt: Date;
}

/**
 * The live-session starts of many programs from `since` on, earliest first: what a card needs for
 * its next-session date, one statement over the lessons' program index, no syllabus read.
 */
export async function listLiveSessionStarts(
  db: DbOrTx,
  programIds: readonly string[],
  since: Date,
): Promise<LiveSessionStartRow[]> {
  if (programIds.length === 0) return [];
  const rows = await db
    .select({ programId: lessons.programId, startAt: lessons.liveSessionStartAt })
    .from(lessons)
    .where(
      and(
        inArray(lessons.programId, [...programIds]),
        eq(lessons.type, 'LIVE_SESSION'),
        gte(lessons.liveSessionStartAt, since),
      ),
    )
    .orderBy(asc(lessons.liveSessionStartAt));
  return rows.filter((row): row is LiveSessionStartRow => row.startAt !== null);
}
