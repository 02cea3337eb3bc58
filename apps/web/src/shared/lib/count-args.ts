import { formatNumber, type Locale } from '@manara/i18n';

/**
 * Arguments of a plural message: `count` picks the plural form, `n` is the number as the page's
 * locale writes it (Arabic-Indic digits in Arabic, like prices and dates; ICU's `#` would not).
 */
export function countArgs(count: number, locale: Locale): { count: number; n: string } {
  return { count, n: formatNumber(count, locale) };
}
