import { describe, expect, it } from 'vitest';
import { cairoDate } from './cairo-date';

describe('cairoDate', () => {
  it('is the calendar date in Cairo, which runs ahead of UTC', () => {
    expect(cairoDate(new Date('2026-11-27T21:59:00Z'))).toBe('2026-11-27');
    // 22:00 UTC is midnight in Cairo in winter (UTC+2): already the next day there.
    expect(cairoDate(new Date('2026-11-27T22:00:00Z'))).toBe('2026-11-28');
    // Summer time (UTC+3): 21:00 UTC is midnight.
    expect(cairoDate(new Date('2026-07-01T21:00:00Z'))).toBe('2026-07-02');
  });
});
