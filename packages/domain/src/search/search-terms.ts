import type { SearchMode } from '@manara/db';
import { normalizeSearchText } from '@manara/i18n';

/**
 * Drops a leading Arabic article (ال with an optional و ف ب ك before it) from every word that
 * keeps at least two letters. Mirrors the SQL function search_norm() (migration
 * 0003_search_indexes), so "تغذية" and "التغذية" compare equal on both sides.
 */
const ARTICLE = /(^|[^0-9a-z\u0600-\u06FF])[وفبك]?ال(?=[\u0621-\u064A]{2})/g;

export function stripArabicArticles(text: string): string {
  return text.replace(ARTICLE, '$1');
}

export interface SearchTerms {
  /** Normalised text (LIKE wildcards removed, articles kept). */
  text: string;
  /** `text` with articles dropped, as search_norm() leaves text. */
  folded: string;
  /** The words matched: letters and digits only, two or more each, at most MAX_SEARCH_WORDS. */
  words: string[];
  /** null: nothing to search (blank, or only single letters). */
  mode: SearchMode | null;
  /** pg_trgm similarity a mistyped word needs to be corrected: looser for long words. */
  threshold: number;
}

export const MAX_SEARCH_WORDS = 6;
export const TYPO_THRESHOLD = 0.3;
export const LONG_TYPO_THRESHOLD = 0.25;

/**
 * How a search text is matched: every word (letters and digits, two or more) must start a word
 * of the title; with a word of three letters or more, bodies count too (below titles); with one
 * of four or more, titles also match after typos (one or two letters) are corrected against the
 * title vocabulary.
 */
export function searchTermsOf(raw: string): SearchTerms {
  const text = normalizeSearchText(raw.replace(/[%_\\]/g, ' '));
  const folded = stripArabicArticles(text);
  const words = folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .slice(0, MAX_SEARCH_WORDS);
  const longest = Math.max(0, ...words.map((word) => word.length));
  const mode: SearchMode | null = longest < 2 ? null : longest === 2 ? 'prefix' : longest === 3 ? 'substring' : 'fuzzy';
  return { text, folded, words, mode, threshold: longest >= 8 ? LONG_TYPO_THRESHOLD : TYPO_THRESHOLD };
}
