import { sql, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { learningPrograms, lessons, sections } from '../../schema/index';

export interface NeighbourLessonRow {
  id: string;
  enTitle: string;
  arTitle: string;
  type: 'VIDEO' | 'ARTICLE' | 'LIVE_SESSION' | 'QUIZ';
  isPreview: boolean;
}

interface RawNeighbour {
  direction: 'previous' | 'next';
  id: string;
  en_title: string;
  ar_title: string;
  type: NeighbourLessonRow['type'];
  is_preview: boolean;
}

/**
 * The lessons before and after this one in the program's reading order (section order, then
 * lesson order), crossing section boundaries. One statement.
 */
export async function findLessonNeighbours(
  db: DbOrTx,
  lessonId: string,
): Promise<{
  previous: NeighbourLessonRow | null;
  next: NeighbourLessonRow | null;
}> {
  const result = await db.execute(sql`
    with ordered as (
      select l.id,
        lag(l.id) over w as previous_id,
        lead(l.id) over w as next_id
      from lessons l
      join sections s on s.id = l.section_id
      where l.program_id = (select program_id from lessons where id = ${lessonId})
      window w as (order by s.sort_order, l.sort_order, l.id)
    ), around as (
      select 'previous' as direction, previous_id as id from ordered where id = ${lessonId}
      union all
      select 'next', next_id from ordered where id = ${lessonId}
    )
    select a.direction, l.id, l.en_title, l.ar_title, l.type, l.is_preview
    from around a join lessons l on l.id = a.id`);
  const rows = (result as unknown as { rows: RawNeighbour[] }).rows;
  const pick = (direction: RawNeighbour['direction']): NeighbourLessonRow | null => {
    const row = rows.find((r) => r.direction === direction);
    return row
      ? {
          id: row.id,
          enTitle: row.en_title,
          arTitle: row.ar_title,
          type: row.type,
          isPreview: row.is_preview,
        }
      : null;
  };
  return { previous: pick('previous'), next: pick('next') };
}

export type LessonRow = typeof lessons.$inferSelect;

export interface LessonWithContext extends LessonRow {
  programPublicationStatus: (typeof learningPrograms.$inferSelect)['publicationStatus'];
  sectionEnTitle: string;
  sectionArTitle: string;
  sectionOrder: number;
}

/** A lesson with every field (content included: the domain decides who sees it) and its program's status. */
export async function findLesson(db: DbOrTx, lessonId: string): Promise<LessonWithContext | null> {
  const [row] = await db
    .select({
      lesson: lessons,
      programPublicationStatus: learningPrograms.publicationStatus,
      sectionEnTitle: sections.enTitle,
      sectionArTitle: sections.arTitle,
      sectionOrder: sections.sortOrder,
    })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(learningPrograms, eq(learningPrograms.id, lessons.programId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  if (!row) return null;
  const { lesson, ...context } = row;
  return { ...lesson, ...context };
}

export interface NextLessonRow {
  /** The program asked about (a diploma, or the course the lesson is in). */
  targetId: string;
  id: string;
  /** The program the lesson belongs to (inside a diploma, one of its programs). */
  programId: string;
  enTitle: string;
  arTitle: string;
  type: 'VIDEO' | 'ARTICLE' | 'LIVE_SESSION' | 'QUIZ';
}

interface RawNextLesson {
  target_id: string;
  id: string;
  program_id: string;
  en_title: string;
  ar_title: string;
  type: NextLessonRow['type'];
}

/**
 * For each program, the first lesson in reading order (a diploma's programs in its order, then
 * section order, then lesson order) the user has not completed. Programs with every lesson done
 * (or none) have no row. One statement whatever the number of programs.
 */
export async function listNextLessons(
  db: DbOrTx,
  userId: string,
  programIds: readonly string[],
): Promise<NextLessonRow[]> {
  if (programIds.length === 0) return [];
  const targets = sql.join(
    programIds.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select distinct on (t.program_id) t.program_id as target_id,
      l.id, l.program_id, l.en_title, l.ar_title, l.type
    from (values ${targets}) t(program_id)
    left join diploma_programs dp on dp.diploma_id = t.program_id
    join lessons l on l.program_id = coalesce(dp.program_id, t.program_id)
    join sections s on s.id = l.section_id
    left join lesson_completions c on c.lesson_id = l.id and c.user_id = ${userId}
    where c.lesson_id is null
    order by t.program_id, dp.sort_order nulls first, dp.program_id, s.sort_order, l.sort_order, l.id`);
  return (result as unknown as { rows: RawNextLesson[] }).rows.map((row) => ({
    targetId: row.target_id,
    id: row.id,
    programId: row.program_id,
    enTitle: row.en_title,
    arTitle: row.ar_title,
    type: row.type,
  }));
}
