import { describe, expect, it } from 'vitest';
import { positionToSave, resumeAt } from './resume';

describe('resumeAt', () => {
  it('resumes at the saved second', () => {
    expect(resumeAt(42, 300)).toBe(42);
  });

  it('starts over without a position, past the end or near it', () => {
    expect(resumeAt(null, 300)).toBe(0);
    expect(resumeAt(0, 300)).toBe(0);
    expect(resumeAt(400, 300)).toBe(0);
    expect(resumeAt(297, 300)).toBe(0);
    expect(resumeAt(42, Number.NaN)).toBe(0);
  });
});

describe('positionToSave', () => {
  it('saves whole seconds once', () => {
    expect(positionToSave(12.9, null)).toBe(12);
    expect(positionToSave(12.2, 12)).toBeNull();
    expect(positionToSave(13.1, 12)).toBe(13);
    expect(positionToSave(Number.NaN, null)).toBeNull();
  });
});
