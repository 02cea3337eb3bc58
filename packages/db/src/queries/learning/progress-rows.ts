import { sql, type SQL } from 'drizzle-orm';

/** Lesson totals and the learner's completions for one program (a diploma counts its programs' lessons). */
export interface ProgramProgressRow {
  programId: string;
  totalLessons: number;
  completedLessons: number;
  /** When the newest counted completion happened; null without completions. */
  lastCompletedAt: Date | null;
}

export interface RawProgressRow {
  program_id: string;
  total_lessons: number;
  completed_lessons: number;
  last_completed_at: Date | string | null;
}

/**
 * `select program_id, total_lessons, completed_lessons, last_completed_at` for the programs the
 * subquery `targets` (one column `program_id`) yields: a course or workshop counts its own
 * lessons, a diploma the lessons of the programs inside it.
 */
export function progressOf(userId: string, targets: SQL): SQL {
  return sql`
    select t.program_id,
      count(l.id)::int as total_lessons,
      count(c.lesson_id)::int as completed_lessons,
      max(c.completed_at) as last_completed_at
    from (${targets}) t
    left join diploma_programs dp on dp.diploma_id = t.program_id
    left join lessons l on l.program_id = coalesce(dp.program_id, t.program_id)
    left join lesson_completions c on c.lesson_id = l.id and c.user_id = ${userId}
    group by t.program_id`;
}

export function toProgressRow(row: RawProgressRow): ProgramProgressRow {
  return {
    programId: row.program_id,
    totalLessons: Number(row.total_lessons),
    completedLessons: Number(row.completed_lessons),
    lastCompletedAt: row.last_completed_at === null ? null : new Date(row.last_completed_at),
  };
}
