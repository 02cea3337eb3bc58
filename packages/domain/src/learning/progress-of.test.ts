import { describe, expect, it } from 'vitest';
import { progressOf } from './progress-of';

const at = new Date('2026-11-20T10:00:00Z');
const row = (completedLessons: number, totalLessons: number) => ({
  programId: 'p',
  completedLessons,
  totalLessons,
  lastCompletedAt: completedLessons ? at : null,
});

describe('progressOf', () => {
  it('floors the percentage so 100 means every lesson', () => {
    expect(progressOf(row(1, 3)).percentage).toBe(33);
    expect(progressOf(row(2, 3)).percentage).toBe(66);
    expect(progressOf(row(199, 200))).toMatchObject({
      percentage: 99,
      isCompleted: false,
      completedAt: null,
    });
    expect(progressOf(row(3, 3))).toMatchObject({
      percentage: 100,
      isCompleted: true,
      completedAt: at,
    });
  });

  it('never completes a program without lessons', () => {
    expect(progressOf(row(0, 0))).toMatchObject({
      percentage: 0,
      isCompleted: false,
      lessonsCount: 0,
    });
  });
});
