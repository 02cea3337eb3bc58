import { listActiveBlogCategoriesWithCounts, type BlogCategoryRow } from '@manara/db';
import type { DomainDeps } from '../deps';

export type BlogCategoryWithCount = BlogCategoryRow & { blogsCount: number };

/** `activeBlogCategoriesListBoard`: active blog categories with their published blog counts. */
export async function listBlogCategoriesBoard(deps: DomainDeps): Promise<BlogCategoryWithCount[]> {
  return listActiveBlogCategoriesWithCounts(deps.db);
}
