import { formatPrice, type Locale } from '@manara/i18n';
import { egpToPiastres } from './money';

/** The API answers EGP floats; formatPrice takes integer piastres (rounded once, so float noise never shows). */
export function formatEgp(egp: number, locale: Locale): string {
  return formatPrice(egpToPiastres(egp), locale);
}

/** A discount as a negative amount, so each language places the minus sign its own way. */
export function formatEgpDiscount(egp: number, locale: Locale): string {
  const piastres = egpToPiastres(egp);
  return piastres === 0 ? formatPrice(0, locale) : formatPrice(-piastres, locale);
}
