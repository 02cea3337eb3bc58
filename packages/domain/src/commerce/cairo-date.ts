import { cairoTimeZone } from '@manara/i18n';

/** The calendar date in Cairo at `date`, as YYYY-MM-DD (a void is a same-day matter there). */
export function cairoDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: cairoTimeZone,
  }).format(date);
}
