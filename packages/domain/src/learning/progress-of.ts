import type { ProgramProgressRow } from '@manara/db';

export interface ProgramProgress {
  programId: string;
  /** Whole percent, floored: 100 only when every lesson is complete. */
  percentage: number;
  completedLessonsCount: number;
  lessonsCount: number;
  /** Every lesson complete (a program without lessons never is). */
  isCompleted: boolean;
  /** When the last lesson was completed, for completed programs; null otherwise. */
  completedAt: Date | null;
}

export function progressOf(row: ProgramProgressRow): ProgramProgress {
  const { totalLessons: total, completedLessons: done } = row;
  const isCompleted = total > 0 && done >= total;
  return {
    programId: row.programId,
    percentage: total > 0 ? Math.floor((Math.min(done, total) * 100) / total) : 0,
    completedLessonsCount: done,
    lessonsCount: total,
    isCompleted,
    completedAt: isCompleted ? row.lastCompletedAt : null,
  };
}

export function noProgress(programId: string): ProgramProgress {
  return {
    programId,
    percentage: 0,
    completedLessonsCount: 0,
    lessonsCount: 0,
    isCompleted: false,
    completedAt: null,
  };
}
