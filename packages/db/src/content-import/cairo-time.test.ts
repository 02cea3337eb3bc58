import { describe, expect, it } from 'vitest';
import { cairoDaysFromNow } from './cairo-time';

describe('cairoDaysFromNow', () => {
  it('uses UTC+2 in winter', () => {
    expect(cairoDaysFromNow(new Date('2025-01-15T12:00:00Z'), 7, '19:00').toISOString()).toBe(
      '2025-01-22T17:00:00.000Z',
    );
  });

  it('uses UTC+3 in Egyptian summer time', () => {
    expect(cairoDaysFromNow(new Date('2025-07-01T12:00:00Z'), 0, '19:00').toISOString()).toBe(
      '2025-07-01T16:00:00.000Z',
    );
  });

  it('counts days from the Cairo calendar date and crosses month ends', () => {
    // 23:30 UTC on 31 Jan is already 1 Feb in Cairo.
    expect(cairoDaysFromNow(new Date('2025-01-31T23:30:00Z'), 1, '08:30').toISOString()).toBe(
      '2025-02-02T06:30:00.000Z',
    );
  });
});
