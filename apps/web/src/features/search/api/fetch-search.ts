import { request } from '@/shared/graphql/request';
import { ActiveCategoriesQuery, AllSearchQuery, type CategoryTile, type SearchResults } from './search-documents';

/** Thrown when the API answers `success: false`; callers show the calm error state. */
export class SearchFailedError extends Error {
  constructor(readonly code: string) {
    super(`search failed: ${code}`);
    this.name = 'SearchFailedError';
  }
}

/** `allSearch` for a non-blank query; `limit` is per type (API: 1–20, default 4). */
export async function fetchSearch(
  query: string,
  options: { limit?: number; locale: string; signal?: AbortSignal },
): Promise<SearchResults> {
  const { allSearch } = await request(
    AllSearchQuery,
    { filter: { searchKey: query, limit: options.limit } },
    { locale: options.locale, signal: options.signal },
  );
  if (!allSearch.success || !allSearch.data) throw new SearchFailedError(allSearch.code);
  return allSearch.data;
}

export async function fetchCategoryTiles(options: { limit: number; locale: string }): Promise<CategoryTile[]> {
  const { activeCategories } = await request(
    ActiveCategoriesQuery,
    { paginate: { page: 1, limit: options.limit } },
    { locale: options.locale },
  );
  if (!activeCategories.success || !activeCategories.data) throw new SearchFailedError(activeCategories.code);
  return activeCategories.data.items;
}
