import { findBlogCategoriesByIds } from '@manara/db';
import { toBlogCategoryView, type BlogCategoryView } from './blog-category-view';
import { alignBy } from '../catalog/index';
import type { DomainDeps } from '../deps';

/** Blog categories by id for a request's loader. */
export async function loadBlogCategories(
  deps: DomainDeps,
  ids: readonly string[],
): Promise<Array<BlogCategoryView | null>> {
  return alignBy(
    ids,
    (await findBlogCategoriesByIds(deps.db, ids)).map(toBlogCategoryView),
    (row) => row.id,
    () => null,
  );
}
