import type { Locale } from './locales';
import { formatLongDate } from './format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * docs/product/constants.md: under a minute 'just now'; under an hour minutes; under a day hours; under 30 days
 * days; beyond that a locale date; no date 'No Activity'.
 */
export function formatTimeAgo(
  date: Date | string | null | undefined,
  locale: Locale,
  labels: { justNow: string; noActivity: string },
  now: Date = new Date(),
): string {
  if (!date) return labels.noActivity;
  const then = new Date(date);
  const elapsed = now.getTime() - then.getTime();
  const rtf = new Intl.RelativeTimeFormat(locale === 'ar' ? 'ar-EG' : 'en', { numeric: 'always' });
  if (elapsed < MINUTE) return labels.justNow;
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return rtf.format(-Math.floor(elapsed / DAY), 'day');
  return formatLongDate(then, locale);
}

/** docs/product/constants.md countdown: hours and minutes left, minutes rounded up by one. */
export function countdownParts(target: Date | string, now: Date = new Date()): { hours: number; minutes: number } {
  const left = Math.max(0, new Date(target).getTime() - now.getTime());
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE) + 1;
  return minutes === 60 ? { hours: hours + 1, minutes: 0 } : { hours, minutes };
}

/** docs/product/constants.md: 'End date is before start date' when end precedes start. */
export function durationBetween(start: Date | string, end: Date | string): { hours: number; minutes: number } {
  const ms = new Date(end).getTime() - new Date(start).getTime();
  if (ms < 0) throw new Error('End date is before start date');
  return { hours: Math.floor(ms / HOUR), minutes: Math.floor((ms % HOUR) / MINUTE) };
}
