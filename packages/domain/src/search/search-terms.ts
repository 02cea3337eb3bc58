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
  /** Normalised text sent to SQL (LIKE wildcards removed). */
  text: string;
  /** `text` with articles dropped, as search_norm() will see it. */
  folded: string;
  /** null: too short to search (blank or a single letter). */
  mode: SearchMode | null;
  /** pg_trgm word_similarity threshold for typo matches: looser for longer queries. */
  threshold: number;
}

export const TYPO_THRESHOLD = 0.3;
export const LONG_TYPO_THRESHOLD = 0.25;

/**
 * How a search text is matched: 2 letters → words starting with them; 3 → substring of
 * titles and whole words of body text; 4 or more → also titles within a typo or two.
 */
export function searchTermsOf(raw: string): SearchTerms {
  const text = normalizeSearchText(raw.replace(/[%_\\]/g, ' '));
  const folded = stripArabicArticles(text);
  const letters = folded.replace(/\s/g, '').length;
  const mode: SearchMode | null = letters < 2 ? null : letters === 2 ? 'prefix' : letters === 3 ? 'substring' : 'fuzzy';
  return { text, folded, mode, threshold: letters >= 8 ? LONG_TYPO_THRESHOLD : TYPO_THRESHOLD };
}
