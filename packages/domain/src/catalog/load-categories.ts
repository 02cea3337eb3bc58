import { findCategoriesByIds } from '@manara/db';
import { toCategoryView, type CategoryView } from './category-view';
import type { DomainDeps } from '../deps';
import { listCategories } from './list-categories';

/**
 * Categories by id for a request's loader. They come from the cached list of all categories (a
 * studio change retires it, decision 0075), so a page of cards costs no statement for them; only
 * ids the list lacks (past its size) are read, in one statement.
 */
export async function loadCategories(deps: DomainDeps, ids: readonly string[]): Promise<Array<CategoryView | null>> {
  const known = new Map((await listCategories(deps, {})).map((view) => [view.id, view]));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    for (const row of await findCategoriesByIds(deps.db, missing)) known.set(row.id, toCategoryView(row));
  return ids.map((id) => known.get(id) ?? null);
}
