import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { progressOf, toProgressRow, type ProgramProgressRow, type RawProgressRow } from './progress-rows';

export interface EnrolledProgramProgressRow extends ProgramProgressRow {
  enrolledAt: Date;
}

/**
 * A page of the programs the user owns (enrolled, or inside an owned diploma) that are
 * completed (every lesson done, at least one lesson) or not, with their progress. Newest activity
 * first: the last completion, else the enrolment. Two statements whatever the page size.
 */
export async function listEnrolledProgramProgress(
  db: DbOrTx,
  input: { userId: string; completed: boolean; offset: number; limit: number },
): Promise<{ rows: EnrolledProgramProgressRow[]; totalCount: number }> {
  const owned = sql`
    select program_id, min(created_at) as enrolled_at from (
      select e.program_id, e.created_at from enrollments e where e.user_id = ${input.userId}
      union all
      select dp.program_id, e.created_at from diploma_programs dp
        join enrollments e on e.program_id = dp.diploma_id and e.user_id = ${input.userId}
    ) o group by program_id`;
  const filtered = sql`
    with owned as (${owned}),
    progress as (${progressOf(input.userId, sql`select program_id from owned`)})
    select p.*, o.enrolled_at from progress p join owned o on o.program_id = p.program_id
    where (p.total_lessons > 0 and p.completed_lessons = p.total_lessons) = ${input.completed}`;
  const [page, total] = await Promise.all([
    db.execute(sql`select * from (${filtered}) f
      order by coalesce(f.last_completed_at, f.enrolled_at) desc, f.program_id
      offset ${input.offset} limit ${input.limit}`),
    db.execute(sql`select count(*)::int as total_count from (${filtered}) f`),
  ]);
  const rows = (
    page as unknown as {
      rows: Array<RawProgressRow & { enrolled_at: Date | string }>;
    }
  ).rows;
  const [count] = (total as unknown as { rows: Array<{ total_count: number }> }).rows;
  return {
    rows: rows.map((row) => ({
      ...toProgressRow(row),
      enrolledAt: new Date(row.enrolled_at),
    })),
    totalCount: Number(count?.total_count ?? 0),
  };
}
