import type { Locale } from './locales';

export const cairoTimeZone = 'Africa/Cairo';

function intlLocale(locale: Locale): string {
  // Arabic pages use Egyptian Arabic conventions; English keeps en-EG per docs/product/constants.md
  return locale === 'ar' ? 'ar-EG' : 'en-EG';
}

const priceFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * Formats an amount in Egyptian pounds, as the API shows money, with 0 to 2 decimals
 * (docs/product/constants.md). Intl rounds to the piastre, so a pound amount made from whole
 * piastres always prints exactly.
 */
export function formatEgp(pounds: number, locale: Locale): string {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'EGP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    priceFormats.set(locale, format);
  }
  return format.format(pounds);
}

/** Formats integer piastres, as the server keeps money (database, domain, PDFs and e-mails). */
export function formatPrice(piastres: number, locale: Locale): string {
  return formatEgp(piastres / 100, locale);
}

/** Long date: day, month name, year. */
export function formatLongDate(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: cairoTimeZone,
  }).format(new Date(date));
}

/** Date and Egypt clock time together (the exact moment behind a "time ago"). */
export function formatDateTime(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: cairoTimeZone,
  }).format(new Date(date));
}

/** Egypt clock time, 12-hour. */
export function formatCairoTime(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: cairoTimeZone,
  }).format(new Date(date));
}

/** The year in Cairo, as the language writes years (no thousands separator). */
export function formatYear(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric', timeZone: cairoTimeZone }).format(
    new Date(date),
  );
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}
