import { listActiveBlogCategoriesWithCounts } from '@manara/db';
import type { DomainDeps } from '../deps';
import { toBlogCategoryView, type BlogCategoryView } from './blog-category-view';

export type BlogCategoryWithCount = BlogCategoryView & { blogsCount: number };

/** `activeBlogCategoriesListBoard`: active blog categories with their published blog counts. */
export async function listBlogCategoriesBoard(deps: DomainDeps): Promise<BlogCategoryWithCount[]> {
  return (await listActiveBlogCategoriesWithCounts(deps.db)).map((row) => ({
    ...toBlogCategoryView(row),
    blogsCount: row.blogsCount,
  }));
}
