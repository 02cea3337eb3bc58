import { describe, expect, it } from 'vitest';
import { clampPercent, progressStage, ringStroke } from './progress';

describe('progress', () => {
  it('clamps and rounds the percentage for drawing', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(33.4)).toBe(33);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('names the stage from the API progress', () => {
    expect(progressStage({ percentage: 0, isCompleted: false })).toBe('not-started');
    expect(progressStage({ percentage: 40, isCompleted: false })).toBe('in-progress');
    expect(progressStage({ percentage: 100, isCompleted: true })).toBe('completed');
  });

  it('leaves the untravelled part of the ring empty', () => {
    const full = 2 * Math.PI * 10;
    expect(ringStroke(0, 10)).toEqual({ circumference: full, offset: full });
    expect(ringStroke(100, 10).offset).toBeCloseTo(0);
    expect(ringStroke(25, 10).offset).toBeCloseTo(full * 0.75);
  });
});
