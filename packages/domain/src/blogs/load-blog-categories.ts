import { findBlogCategoriesByIds, type BlogCategoryRow } from '@manara/db';
import { alignBy } from '../catalog/index';
import type { DomainDeps } from '../deps';

/** Blog categories by id for a request's loader. */
export async function loadBlogCategories(
  deps: DomainDeps,
  ids: readonly string[],
): Promise<Array<BlogCategoryRow | null>> {
  return alignBy(
    ids,
    await findBlogCategoriesByIds(deps.db, ids),
    (row) => row.id,
    () => null,
  );
}
