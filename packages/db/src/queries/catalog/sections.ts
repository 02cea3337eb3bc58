import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessons, sections } from '../../schema/index';

export interface ProgramContentCounts {
  programId: string;
  sectionsCount: number;
  lessonsCount: number;
  videosCount: number;
  articlesCount: number;
  liveSessionsCount: number;
  quizzesCount: number;
}

const count = (where: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** Section and lesson counts of many programs in one statement (programs without content are absent). */
export async function countProgramContents(db: DbOrTx, programIds: readonly string[]): Promise<ProgramContentCounts[]> {
  if (programIds.length === 0) return [];
  return db
    .select({
      programId: sections.programId,
      sectionsCount: sql<number>`count(distinct ${sections.id})`.mapWith(Number),
      lessonsCount: sql<number>`count(${lessons.id})`.mapWith(Number),
      videosCount: count(sql`${lessons.type} = 'VIDEO'`),
      articlesCount: count(sql`${lessons.type} = 'ARTICLE'`),
      liveSessionsCount: count(sql`${lessons.type} = 'LIVE_SESSION'`),
      quizzesCount: count(sql`${lessons.type} = 'QUIZ'`),
    })
    .from(sections)
    .leftJoin(lessons, eq(lessons.sectionId, sections.id))
    .where(inArray(sections.programId, [...programIds]))
    .groupBy(sections.programId);
}

export interface SyllabusLessonRow {
  id: string;
  sectionId: string;
  enTitle: string;
  arTitle: string;
  type: 'VIDEO' | 'ARTICLE' | 'LIVE_SESSION' | 'QUIZ';
  sortOrder: number;
  isPreview: boolean;
  durationSeconds: number;
  liveSessionStartAt: Date | null;
  liveSessionEndAt: Date | null;
}

export interface SyllabusSectionRow {
  id: string;
  programId: string;
  enTitle: string;
  arTitle: string;
  sortOrder: number;
}

/**
 * The syllabus outline of many programs: sections and lesson titles, types, durations and
 * preview flags, never lesson content, video ids or live links. Two statements for any number.
 */
export async function listSyllabus(
  db: DbOrTx,
  programIds: readonly string[],
): Promise<{ sections: SyllabusSectionRow[]; lessons: SyllabusLessonRow[] }> {
  if (programIds.length === 0) return { sections: [], lessons: [] };
  const ids = [...programIds];
  const sectionRows = await db
    .select({
      id: sections.id,
      programId: sections.programId,
      enTitle: sections.enTitle,
      arTitle: sections.arTitle,
      sortOrder: sections.sortOrder,
    })
    .from(sections)
    .where(inArray(sections.programId, ids))
    .orderBy(asc(sections.programId), asc(sections.sortOrder));
  const lessonRows = await db
    .select({
      id: lessons.id,
      sectionId: lessons.sectionId,
      enTitle: lessons.enTitle,
      arTitle: lessons.arTitle,
      type: lessons.type,
      sortOrder: lessons.sortOrder,
      isPreview: lessons.isPreview,
      durationSeconds: lessons.durationSeconds,
      liveSessionStartAt: lessons.liveSessionStartAt,
      liveSessionEndAt: lessons.liveSessionEndAt,
    })
    .from(lessons)
    .where(inArray(lessons.programId, ids))
    .orderBy(asc(lessons.sectionId), asc(lessons.sortOrder));
  return { sections: sectionRows, lessons: lessonRows };
}
