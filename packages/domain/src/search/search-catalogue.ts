import { searchCatalogue as querySearch, type SearchHitRow } from '@manara/db';
import { z } from 'zod';
import { boundedInt, nullToUndefined, optional } from '../catalog/index';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { searchTermsOf } from './search-terms';

/** docs/product/constants.md: the dialog shows up to 4 results; the /search page may ask for up to 20 per type. */
export const DEFAULT_SEARCH_RESULTS = 4;
export const MAX_SEARCH_RESULTS = 20;

const schema = z.object({
  filter: z.preprocess(
    nullToUndefined,
    z
      .object({
        searchKey: optional(z.string().max(200)),
        limit: boundedInt(1, MAX_SEARCH_RESULTS, DEFAULT_SEARCH_RESULTS),
      })
      .default({ limit: DEFAULT_SEARCH_RESULTS }),
  ),
});

export type SearchResultType = SearchHitRow['kind'];

export interface SearchHit {
  id: string;
  type: SearchResultType;
  slug: string;
  thumbnail: string | null;
  enTitle: string;
  arTitle: string;
  category: { id: string; slug: string; enName: string; arName: string } | null;
}

export interface SearchResults {
  courses: SearchHit[];
  workshops: SearchHit[];
  diplomas: SearchHit[];
  blogs: SearchHit[];
}

function toHit(row: SearchHitRow): SearchHit {
  const category =
    row.categoryId && row.categorySlug
      ? {
          id: row.categoryId,
          slug: row.categorySlug,
          enName: row.categoryEnName ?? '',
          arName: row.categoryArName ?? '',
        }
      : null;
  return {
    id: row.id,
    type: row.kind,
    slug: row.slug,
    thumbnail: row.thumbnail,
    enTitle: row.enTitle,
    arTitle: row.arTitle,
    category,
  };
}

/**
 * `allSearch`: Arabic-aware matching on both sides (docs/product/shell.md): the query is normalised here
 * exactly as search_norm() normalised titles and bodies on write. Blank or single-letter text
 * finds nothing without touching the database.
 */
export async function searchCatalogue(deps: DomainDeps, input: unknown): Promise<SearchResults> {
  const { filter } = parseInput(schema, input);
  const results: SearchResults = { courses: [], workshops: [], diplomas: [], blogs: [] };
  const terms = searchTermsOf(filter.searchKey ?? '');
  if (!terms.mode) return results;
  const rows = await querySearch(deps.db, {
    words: terms.words,
    mode: terms.mode,
    limit: filter.limit,
    threshold: terms.threshold,
    // How often searches lose their body tier tells operators when search needs its own engine
    // (docs/performance.md). The words are a visitor's typing, so only their shape is logged.
    onTitlesOnly: () =>
      deps.logger.warn(
        { words: terms.words.length, characters: terms.words.join(' ').length, mode: terms.mode },
        'search answered from titles alone: it ran past its time limit',
      ),
  });
  const lists = {
    COURSE: results.courses,
    WORKSHOP: results.workshops,
    DIPLOMA: results.diplomas,
    BLOG: results.blogs,
  };
  for (const row of rows) lists[row.kind].push(toHit(row));
  return results;
}
