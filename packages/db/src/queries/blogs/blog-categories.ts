import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
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

/** Active blog categories in display order (then oldest first), each with its number of published blogs. */
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
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.createdAt), asc(blogCategories.id));
}

// Blog categories in the studio (decision 0067).

export type BlogCategoryFields = Pick<
  typeof blogCategories.$inferInsert,
  'slug' | 'enName' | 'arName' | 'isActive' | 'sortOrder'
>;
export type StudioBlogCategoryRow = BlogCategoryRow & { blogsCount: number };

// Column names inside a subquery are written unqualified, so the outer row is named by its table.
const outerId = sql.raw('"blog_categories"."id"');
const blogsCount = sql<number>`(select count(*) from ${blogs} where ${blogs.categoryId} = ${outerId})`;
const studioColumns = { ...getTableColumns(blogCategories), blogsCount: blogsCount.mapWith(Number) };

/** Every blog category in display order, with how many posts (any state) are in it. */
export async function listStudioBlogCategories(db: DbOrTx): Promise<StudioBlogCategoryRow[]> {
  return db
    .select(studioColumns)
    .from(blogCategories)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.createdAt), asc(blogCategories.id));
}

/** One blog category with its count; `lock` holds the row until the transaction ends. */
export async function findStudioBlogCategory(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<StudioBlogCategoryRow | null> {
  const query = db.select(studioColumns).from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: blogCategories }) : await query;
  return row ?? null;
}

/** Whether another blog category (not `exceptId`) has this slug. */
export async function isBlogCategorySlugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(and(eq(blogCategories.slug, slug), exceptId ? ne(blogCategories.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** A new blog category; null when its slug was taken in between. */
export async function insertBlogCategory(db: DbOrTx, fields: BlogCategoryFields): Promise<BlogCategoryRow | null> {
  const [row] = await db.insert(blogCategories).values(fields).onConflictDoNothing().returning();
  return row ?? null;
}

/** Saves a blog category if it is still at `version`, raising it; null otherwise. */
export async function updateBlogCategoryAtVersion(
  db: DbOrTx,
  id: string,
  version: number,
  fields: BlogCategoryFields & { updatedAt: Date },
): Promise<BlogCategoryRow | null> {
  const [row] = await db
    .update(blogCategories)
    .set({ ...fields, version: sql`${blogCategories.version} + 1` })
    .where(and(eq(blogCategories.id, id), eq(blogCategories.version, version)))
    .returning();
  return row ?? null;
}

/** Deletes a blog category if it is still at `version`; whether it did. */
export async function deleteBlogCategoryAtVersion(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(blogCategories)
    .where(and(eq(blogCategories.id, id), eq(blogCategories.version, version)))
    .returning({ id: blogCategories.id });
  return rows.length > 0;
}
