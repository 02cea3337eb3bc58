import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { blogCategories, blogSlugs, blogs } from '../../schema/index';
import type { BlogSortField } from './blog-categories';
import { containsPattern, countUpTo, pageIds } from '../paging/studio-page';

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

/**
 * Reads a published blog by id or slug and counts the view, in one statement. A former slug finds
 * the blog too (decision 0067); the page then redirects to the current one.
 */
export async function viewPublishedBlog(db: DbOrTx, key: { id: string } | { slug: string }): Promise<BlogRow | null> {
  const bySlug = (slug: string) =>
    or(
      eq(blogs.slug, slug),
      sql`${blogs.id} = (select ${blogSlugs.blogId} from ${blogSlugs} where ${blogSlugs.slug} = ${slug})`,
    );
  const [row] = await db
    .update(blogs)
    .set({ viewsCount: sql`${blogs.viewsCount} + 1` })
    .where(and(eq(blogs.status, 'PUBLISHED'), 'id' in key ? eq(blogs.id, key.id) : bySlug(key.slug)))
    .returning();
  return row ?? null;
}

// Blogs in the studio (decision 0067).

/** Where a post is in its life: DRAFT with a review request is IN_REVIEW, with a time SCHEDULED; ARCHIVED is UNPUBLISHED. */
export type StudioBlogStatus = 'DRAFT' | 'IN_REVIEW' | 'SCHEDULED' | 'PUBLISHED' | 'UNPUBLISHED';

export type BlogFields = Pick<
  typeof blogs.$inferInsert,
  | 'slug'
  | 'enTitle'
  | 'arTitle'
  | 'enContent'
  | 'arContent'
  | 'enSummary'
  | 'arSummary'
  | 'enSeoTitle'
  | 'arSeoTitle'
  | 'enSeoDescription'
  | 'arSeoDescription'
  | 'thumbnail'
  | 'altText'
  | 'enTags'
  | 'arTags'
  | 'categoryId'
  | 'lecturerId'
>;

export type BlogStateFields = Pick<
  typeof blogs.$inferInsert,
  'status' | 'publishedAt' | 'scheduledAt' | 'reviewRequestedAt' | 'reviewComment'
>;

function studioStatusWhere(status: StudioBlogStatus): SQL | undefined {
  if (status === 'PUBLISHED') return eq(blogs.status, 'PUBLISHED');
  if (status === 'UNPUBLISHED') return eq(blogs.status, 'ARCHIVED');
  if (status === 'SCHEDULED') return and(eq(blogs.status, 'DRAFT'), isNotNull(blogs.scheduledAt));
  if (status === 'IN_REVIEW')
    return and(eq(blogs.status, 'DRAFT'), isNull(blogs.scheduledAt), isNotNull(blogs.reviewRequestedAt));
  return and(eq(blogs.status, 'DRAFT'), isNull(blogs.scheduledAt), isNull(blogs.reviewRequestedAt));
}

export interface StudioBlogListQuery {
  /** Only this lecturer's posts (a lecturer's own list). */
  lecturerId?: string;
  status?: StudioBlogStatus;
  /** Part of either title or the slug. */
  search?: string;
  offset: number;
  limit: number;
  /** Matches are counted up to one past this. */
  countCap: number;
}

/**
 * One page of the studio's blog list, latest change first (walked on blogs_updated_idx by id, only
 * the page's rows read whole), and the count for the filter up to `countCap + 1` (countUpTo).
 */
export async function listStudioBlogs(
  db: DbOrTx,
  query: StudioBlogListQuery,
): Promise<{ rows: BlogRow[]; total: number }> {
  const like = query.search ? containsPattern(query.search) : null;
  const where = and(
    query.lecturerId ? eq(blogs.lecturerId, query.lecturerId) : undefined,
    query.status ? studioStatusWhere(query.status) : undefined,
    like ? or(ilike(blogs.enTitle, like), ilike(blogs.arTitle, like), ilike(blogs.slug, like)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(inArray(blogs.id, pageIds(db, blogs, { id: blogs.id, time: blogs.updatedAt }, where, query)))
      .orderBy(desc(blogs.updatedAt), desc(blogs.id)),
    countUpTo(db, blogs, where, query.countCap),
  ]);
  return { rows, total };
}

/** One blog of any status; `lock` holds the row until the transaction ends. */
export async function findStudioBlog(db: DbOrTx, id: string, lock = false): Promise<BlogRow | null> {
  const query = db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether another blog (not `exceptId`) has this slug now. */
export async function isBlogSlugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.slug, slug), exceptId ? ne(blogs.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** A new draft; null when its slug or code was taken in between. */
export async function insertBlog(db: DbOrTx, fields: BlogFields & { code: string }): Promise<BlogRow | null> {
  const [row] = await db.insert(blogs).values(fields).onConflictDoNothing().returning();
  return row ?? null;
}

/** Saves a blog if it is still at `version`, raising it; null otherwise. */
export async function updateBlogAtVersion(
  db: DbOrTx,
  id: string,
  version: number,
  fields: Partial<BlogFields & BlogStateFields> & { updatedAt: Date },
): Promise<BlogRow | null> {
  const [row] = await db
    .update(blogs)
    .set({ ...fields, version: sql`${blogs.version} + 1` })
    .where(and(eq(blogs.id, id), eq(blogs.version, version)))
    .returning();
  return row ?? null;
}

/** Drafts whose scheduled moment has come, oldest first (the job runner's sweep). */
export async function listDueScheduledBlogs(db: DbOrTx, now: Date, limit: number): Promise<Array<{ id: string }>> {
  return db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.status, 'DRAFT'), lte(blogs.scheduledAt, now)))
    .orderBy(asc(blogs.scheduledAt))
    .limit(limit);
}
