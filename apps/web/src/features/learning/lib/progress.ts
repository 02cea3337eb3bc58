/** Where a learner stands in a program, for labels and styling. */
export type ProgressStage = 'not-started' | 'in-progress' | 'completed';

/** A whole percentage between 0 and 100 (the API floors; this only guards the drawing). */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

export function progressStage(progress: { percentage: number; isCompleted: boolean }): ProgressStage {
  if (progress.isCompleted) return 'completed';
  return clampPercent(progress.percentage) === 0 ? 'not-started' : 'in-progress';
}

/** The stroke of a progress ring: its circumference and how much of it stays empty. */
export function ringStroke(percent: number, radius: number): { circumference: number; offset: number } {
  const circumference = 2 * Math.PI * radius;
  return { circumference, offset: circumference * (1 - clampPercent(percent) / 100) };
}
