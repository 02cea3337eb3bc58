import { describe, expect, it } from 'vitest';
import { cairoWallTimeToDate, dateToCairoWallTime } from './cairo-wall-time';

describe('Cairo wall time', () => {
  it('reads winter times as UTC+2 and summer times as UTC+3', () => {
    expect(cairoWallTimeToDate('2026-12-01T19:30')?.toISOString()).toBe('2026-12-01T17:30:00.000Z');
    expect(cairoWallTimeToDate('2026-07-15T09:00')?.toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('round-trips instants for editing', () => {
    for (const iso of ['2026-12-01T17:30:00.000Z', '2026-07-15T06:00:00.000Z', '2027-01-31T22:15:00.000Z']) {
      expect(cairoWallTimeToDate(dateToCairoWallTime(new Date(iso)))?.toISOString()).toBe(iso);
    }
    expect(dateToCairoWallTime(new Date('2027-01-31T22:15:00.000Z'))).toBe('2027-02-01T00:15');
  });

  it('refuses what is not a datetime-local value', () => {
    expect(cairoWallTimeToDate('')).toBeNull();
    expect(cairoWallTimeToDate('2026-12-01 19:30')).toBeNull();
  });
});
