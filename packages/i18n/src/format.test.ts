import { describe, expect, it } from 'vitest';
import { formatCairoTime, formatDateTime, formatPrice, formatYear } from './format';
import { countdownParts, durationBetween, formatTimeAgo } from './time-ago';

const labels = { justNow: 'just now', noActivity: 'No Activity' };

describe('formatters', () => {
  it('formats piastres as EGP with up to two decimals', () => {
    expect(formatPrice(49900, 'en')).toMatch(/EGP\s?499$/);
    expect(formatPrice(49950, 'en')).toMatch(/499\.5$/);
    expect(formatPrice(49900, 'ar')).toContain('٤٩٩');
  });
  it("writes the Cairo year without a separator, in each language's digits", () => {
    // 22:30 UTC on New Year's Eve is already the next year in Cairo.
    expect(formatYear('2026-12-31T22:30:00Z', 'en')).toBe('2027');
    expect(formatYear('2026-06-01T12:00:00Z', 'ar')).toBe('٢٠٢٦');
  });
  it('shows Cairo clock time in 12-hour form', () => {
    expect(formatCairoTime('2026-03-01T17:00:00Z', 'en')).toBe('7:00 PM');
  });
  it('writes a date with its Cairo time, in the digits of each language', () => {
    expect(formatDateTime('2026-03-01T17:05:00Z', 'en')).toMatch(/^March 1, 2026.*7:05\sPM$/);
    const arabic = formatDateTime('2026-03-01T17:05:00Z', 'ar');
    expect(arabic).toContain('٢٠٢٦');
    expect(arabic).toContain('٧:٠٥');
    expect(arabic).not.toMatch(/[0-9]/);
  });
  it('describes elapsed time in Arabic with Arabic-Indic digits', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const ar = { justNow: 'الآن', noActivity: 'لا نشاط' };
    expect(formatTimeAgo(new Date(now.getTime() - 30_000), 'ar', ar, now)).toBe('الآن');
    expect(formatTimeAgo(new Date(now.getTime() - 5 * 60_000), 'ar', ar, now)).toBe('قبل ٥ دقائق');
    expect(formatTimeAgo(new Date(now.getTime() - 3 * 3600_000), 'ar', ar, now)).toBe('قبل ٣ ساعات');
    expect(formatTimeAgo('2025-12-25T12:00:00Z', 'ar', ar, now)).toBe('٢٥ ديسمبر ٢٠٢٥');
  });
  it('describes elapsed time per docs/product/constants.md', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(formatTimeAgo(null, 'en', labels, now)).toBe('No Activity');
    expect(formatTimeAgo(new Date(now.getTime() - 30_000), 'en', labels, now)).toBe('just now');
    expect(formatTimeAgo(new Date(now.getTime() - 5 * 60_000), 'en', labels, now)).toBe('5 minutes ago');
    expect(formatTimeAgo(new Date(now.getTime() - 3 * 3600_000), 'en', labels, now)).toBe('3 hours ago');
    expect(formatTimeAgo(new Date(now.getTime() - 2 * 86400_000), 'en', labels, now)).toBe('2 days ago');
    expect(formatTimeAgo('2025-12-25T12:00:00Z', 'en', labels, now)).toBe('December 25, 2025');
  });
  it('counts down hours and minutes with minutes rounded up by one', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(countdownParts('2026-03-01T13:30:20Z', now)).toEqual({ hours: 1, minutes: 31 });
  });
  it('refuses an end before the start', () => {
    expect(() => durationBetween('2026-03-01T12:00:00Z', '2026-03-01T11:00:00Z')).toThrow(
      'End date is before start date',
    );
  });
});
