import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';

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
