import { findCategoriesByIds } from '@manara/db';
import { toCategoryView, type CategoryView } from './category-view';
import type { DomainDeps } from '../deps';
import { alignBy } from './align';

/** Categories by id for a request's loader (one statement per batch). */
export async function loadCategories(deps: DomainDeps, ids: readonly string[]): Promise<Array<CategoryView | null>> {
  return alignBy(
    ids,
    (await findCategoriesByIds(deps.db, ids)).map(toCategoryView),
    (row) => row.id,
    () => null,
  );
}
