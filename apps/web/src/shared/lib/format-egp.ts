import { formatEgp, type Locale } from '@manara/i18n';

/** A discount as a negative amount, so each language places the minus sign its own way. */
export function formatEgpDiscount(egp: number, locale: Locale): string {
  return egp === 0 ? formatEgp(0, locale) : formatEgp(-Math.abs(egp), locale);
}
