import { and, eq, inArray, sql, asc, desc, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { blogs, blogCategories } from '../../schema/index';
import type { BlogSortField } from './blog-categories';

/** Which of these ids are published blogs. */
export async function findPublishedBlogIds(db: DbOrTx, blogIds: readonly string[]): Promise<string[]> {
  if (blogIds.length === 0) return [];
  const rows = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.status, 'PUBLISHED'), inArray(blogs.id, [...blogIds])));
  return rows.map((r) => r.id);
}

/** Current like counters. */
export async function findBlogLikeCounts(
  db: DbOrTx,
  blogIds: readonly string[],
): Promise<Array<{ id: string; likesCount: number }>> {
  if (blogIds.length === 0) return [];
  return db
    .select({ id: blogs.id, likesCount: blogs.likesCount })
    .from(blogs)
    .where(inArray(blogs.id, [...blogIds]));
}

export type BlogRow = typeof blogs.$inferSelect;

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
    query.tag ? sql`(${query.tag} = any(${blogs.enTags}) or ${query.tag} = any(${blogs.arTags}))` : undefined,
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
