import { cairoTimeZone } from '@manara/i18n';

/** The calendar year in Cairo at `date` (invoices are numbered per Egyptian year). */
export function cairoYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: cairoTimeZone }).format(date));
}
