import { normalizeDigits } from './digits';

const diacritics = /[\u064B-\u0652]|\u0640|\u0670/g;
const letterFolds: Record<string, string> = { 'آ': 'ا', 'أ': 'ا', 'إ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ة': 'ه' };

/**
 * Folds Arabic spelling variants the way the database's ar_norm() does (migration 0000),
 * so a query can be normalised in the app and compared with indexed text.
 */
export function normalizeArabic(text: string): string {
  return normalizeDigits(text.replace(diacritics, ''))
    .replace(/[آأإٱىة]/g, (ch) => letterFolds[ch] ?? ch)
    .toLowerCase();
}

/** Search text: folded, accents removed from Latin letters, whitespace collapsed. */
export function normalizeSearchText(text: string): string {
  return normalizeArabic(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
