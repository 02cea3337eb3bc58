import { cairoTimeZone, normalizeDigits } from '@manara/i18n';

/** The Cairo calendar day `daysAgo` days before now, as YYYY-MM-DD. */
export function cairoDay(now: Date, daysAgo = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: cairoTimeZone,
  }).format(new Date(now.getTime() - daysAgo * 86_400_000));
}

/** A typed date with Arabic-Indic or Persian digits and any dash or slash read as YYYY-MM-DD. */
export function readDay(typed: string): string {
  return normalizeDigits(typed)
    .trim()
    .replace(/[/.\u2010-\u2015]/g, '-');
}
