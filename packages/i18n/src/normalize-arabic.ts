import { normalizeDigits } from './digits';

const diacritics = /[\u064B-\u0652]|\u0640|\u0670/g;
const letterFolds: Record<string, string> = { آ: 'ا', أ: 'ا', إ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه' };

/**
 * Folds Arabic spelling variants the way the database's ar_norm() does (migration 0000),
 * so a query can be normalised in the app and compared with indexed text.
 */
export function normalizeArabic(text: string): string {
  return normalizeDigits(text.replace(diacritics, ''))
    .replace(/[آأإٱىة]/g, (ch) => letterFolds[ch] ?? ch)
    .toLowerCase();
}

const latinMarks = /[\u0300-\u036f]/g;
const hamzaMarks = /[\u0653-\u0655]/g;

/**
 * Search text: compatibility forms unfolded (NFKC: presentation-form ligatures become letters),
 * Arabic variants folded before Latin accents are stripped by decomposition (NFKD would split أ
 * into ا + U+0654), recomposed so ؤ and ئ stay letters as in SQL, stray hamza/madda marks
 * dropped, lower case, whitespace collapsed. Mirrors search_norm() without its article rule.
 */
export function normalizeSearchText(text: string): string {
  const folded = normalizeArabic(text.normalize('NFKC'));
  const unaccented = folded.normalize('NFKD').replace(latinMarks, '').normalize('NFC');
  return normalizeArabic(unaccented).replace(hamzaMarks, '').replace(/\s+/g, ' ').trim();
}
