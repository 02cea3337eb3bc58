import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';

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
