import { describe, expect, it } from 'vitest';
import { cairoDay, readDay } from './date-range';

describe('date range', () => {
  it('reads Arabic-Indic digits and slashes', () => {
    expect(readDay(' ٢٠٢٦/٠١/٣١ ')).toBe('2026-01-31');
    expect(readDay('۲۰۲۶-۰۲-۰۱')).toBe('2026-02-01');
  });
  it('names the day in Cairo, not UTC', () => {
    // 23:30 UTC on 31 January is already 1 February in Cairo (UTC+2).
    expect(cairoDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(cairoDay(new Date('2026-02-01T10:00:00Z'), 1)).toBe('2026-01-31');
  });
});
