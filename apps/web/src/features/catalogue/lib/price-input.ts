import { normalizeDigits } from '@manara/i18n';

/** The API refuses prices above this (EGP); larger typed values are treated as no bound. */
export const MAX_PRICE_EGP = 10_000_000;

/**
 * A price bound typed by a visitor (or read from the URL), in EGP: ASCII or Arabic-Indic digits,
 * '.' or the Arabic decimal separator '٫', thousands separators ',' '٬' and spaces ignored, at most
 * two decimals. Anything else (negative, letters, too large) gives null: no bound.
 */
export function parsePriceInput(text: string | null | undefined): number | null {
  if (text == null) return null;
  const cleaned = normalizeDigits(text)
    .replace(/\u066B/g, '.')
    .replace(/[\s,\u066C\u00A0]/g, '');
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= MAX_PRICE_EGP ? value : null;
}
