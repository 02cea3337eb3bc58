import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { blogCategories, blogs } from '../../schema/index';

export type BlogCategoryRow = typeof blogCategories.$inferSelect;

export type BlogSortField = 'PUBLISHED_AT' | 'VIEWS' | 'LIKES' | 'TITLE';

export async function findBlogCategoriesByIds(db: DbOrTx, ids: readonly string[]): Promise<BlogCategoryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(blogCategories)
    .where(inArray(blogCategories.id, [...ids]));
}

/** Active blog categories, oldest first, each with its number of published blogs. */
export async function listActiveBlogCategoriesWithCounts(
  db: DbOrTx,
): Promise<Array<BlogCategoryRow & { blogsCount: number }>> {
  return db
    .select({
      ...getTableColumns(blogCategories),
      blogsCount: sql<number>`count(${blogs.id})`.mapWith(Number),
    })
    .from(blogCategories)
    .leftJoin(blogs, and(eq(blogs.categoryId, blogCategories.id), eq(blogs.status, 'PUBLISHED')))
    .where(eq(blogCategories.isActive, true))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.createdAt), asc(blogCategories.id));
}
