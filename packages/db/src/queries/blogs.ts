import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { blogCategories, blogs } from '../schema/index';

export type BlogRow = typeof blogs.$inferSelect;
export type BlogCategoryRow = typeof blogCategories.$inferSelect;
export type BlogSortField = 'PUBLISHED_AT' | 'VIEWS' | 'LIKES' | 'TITLE';

export interface BlogListQuery {
  categoryId?: string;
  categorySlug?: string;
  tag?: string;
  lecturerId?: string;
  sort: { field: BlogSortField; order: 'ASC' | 'DESC' };
  titleLanguage: 'ar' | 'en';
  offset: number;
  limit: number;
}

function sortColumn(field: BlogSortField, titleLanguage: 'ar' | 'en'): SQL {
  if (field === 'VIEWS') return sql`${blogs.viewsCount}`;
  if (field === 'LIKES') return sql`${blogs.likesCount}`;
  if (field === 'TITLE') return titleLanguage === 'ar' ? sql`${blogs.arTitle}` : sql`${blogs.enTitle}`;
  return sql`coalesce(${blogs.publishedAt}, ${blogs.createdAt})`;
}

function publishedBlogsWhere(query: BlogListQuery): SQL | undefined {
  return and(
    eq(blogs.status, 'PUBLISHED'),
    query.categoryId ? eq(blogs.categoryId, query.categoryId) : undefined,
    query.categorySlug
      ? sql`${blogs.categoryId} = (select ${blogCategories.id} from ${blogCategories} where ${blogCategories.slug} = ${query.categorySlug})`
      : undefined,
    query.tag ? sql`${query.tag} = any(${blogs.tags})` : undefined,
    query.lecturerId ? eq(blogs.lecturerId, query.lecturerId) : undefined,
  );
}

/** A page of published blogs without the total (the home page's latest posts). */
export async function listPublishedBlogsPage(db: DbOrTx, query: BlogListQuery): Promise<BlogRow[]> {
  const direction = query.sort.order === 'ASC' ? asc : desc;
  return db
    .select()
    .from(blogs)
    .where(publishedBlogsWhere(query))
    .orderBy(direction(sortColumn(query.sort.field, query.titleLanguage)), asc(blogs.id))
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * A page of published blogs and the total matching, counted on its own: a `count(*) over()`
 * window read and counted every published blog, bodies included, before the LIMIT.
 */
export async function listPublishedBlogs(
  db: DbOrTx,
  query: BlogListQuery,
): Promise<{ rows: BlogRow[]; totalCount: number }> {
  const [rows, [count]] = await Promise.all([
    listPublishedBlogsPage(db, query),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(blogs)
      .where(publishedBlogsWhere(query)),
  ]);
  return { rows, totalCount: count?.n ?? 0 };
}

/** Reads a published blog by id or slug and counts the view, in one statement. */
export async function viewPublishedBlog(db: DbOrTx, key: { id: string } | { slug: string }): Promise<BlogRow | null> {
  const [row] = await db
    .update(blogs)
    .set({ viewsCount: sql`${blogs.viewsCount} + 1` })
    .where(and(eq(blogs.status, 'PUBLISHED'), 'id' in key ? eq(blogs.id, key.id) : eq(blogs.slug, key.slug)))
    .returning();
  return row ?? null;
}

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
