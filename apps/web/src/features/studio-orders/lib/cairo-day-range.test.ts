import { describe, expect, it } from 'vitest';
import { cairoDayRange } from './cairo-day-range';

describe('cairoDayRange', () => {
  it('runs from Cairo midnight of the first day to Cairo midnight after the last', () => {
    // Winter: Cairo is UTC+2.
    expect(cairoDayRange('2026-11-01', '2026-11-30')).toEqual({
      from: '2026-10-31T22:00:00.000Z',
      to: '2026-11-30T22:00:00.000Z',
    });
    // Summer time: UTC+3; the end crosses a month.
    expect(cairoDayRange('', '2026-07-31')).toEqual({ from: null, to: '2026-07-31T21:00:00.000Z' });
    expect(cairoDayRange('', '')).toEqual({ from: null, to: null });
  });
});
