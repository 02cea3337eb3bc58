import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { categories, couponCategories, learningPrograms } from '../../schema/index';

export type CategoryRow = typeof categories.$inferSelect;

export interface CategoryListQuery {
  isActive?: boolean;
  /** 'display' = the curated order (sort_order, then age); 'created' = oldest first. */
  order: 'display' | 'created';
  offset: number;
  limit: number;
}

/** A page of categories and the total matching, in one statement. */
export async function listCategories(
  db: DbOrTx,
  query: CategoryListQuery,
): Promise<{ rows: CategoryRow[]; totalCount: number }> {
  const where = query.isActive === undefined ? undefined : eq(categories.isActive, query.isActive);
  const order =
    query.order === 'display'
      ? [asc(categories.sortOrder), asc(categories.createdAt), asc(categories.id)]
      : [asc(categories.createdAt), asc(categories.id)];
  const rows = await db
    .select({ ...getTableColumns(categories), totalCount: sql<number>`count(*) over()`.mapWith(Number) })
    .from(categories)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length === 0 && query.offset > 0) {
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(categories)
      .where(where);
    return { rows: [], totalCount: count?.n ?? 0 };
  }
  return { rows: rows.map(({ totalCount: _t, ...row }) => row), totalCount: rows[0]?.totalCount ?? 0 };
}

/** An active category by id or slug. */
export async function findActiveCategory(
  db: DbOrTx,
  key: { id: string } | { slug: string },
): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.isActive, true), 'id' in key ? eq(categories.id, key.id) : eq(categories.slug, key.slug)))
    .limit(1);
  return row ?? null;
}

export async function findCategoriesByIds(db: DbOrTx, ids: readonly string[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(categories)
    .where(inArray(categories.id, [...ids]));
}

// Categories in the studio (decision 0064).

export type CategoryFields = Pick<
  typeof categories.$inferInsert,
  'slug' | 'enName' | 'arName' | 'image' | 'isActive' | 'sortOrder'
>;
export type StudioCategoryRow = CategoryRow & { programsCount: number; couponsCount: number };

// Column names inside a subquery are written unqualified, so the outer row is named by its table.
const outerId = sql.raw('"categories"."id"');
const programsCount = sql<number>`(select count(*) from ${learningPrograms} where ${learningPrograms.categoryId} = ${outerId})`;
const couponsCount = sql<number>`(select count(*) from ${couponCategories} where ${couponCategories.categoryId} = ${outerId})`;
const studioColumns = {
  ...getTableColumns(categories),
  programsCount: programsCount.mapWith(Number),
  couponsCount: couponsCount.mapWith(Number),
};

/** Every category in display order, with how many programs (any status) and coupons name it. */
export async function listStudioCategories(db: DbOrTx): Promise<StudioCategoryRow[]> {
  return db
    .select(studioColumns)
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.createdAt), asc(categories.id));
}

/** One category with its counts; `lock` holds the row until the transaction ends. */
export async function findStudioCategory(db: DbOrTx, id: string, lock = false): Promise<StudioCategoryRow | null> {
  const query = db.select(studioColumns).from(categories).where(eq(categories.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: categories }) : await query;
  return row ?? null;
}

/** Whether another category (not `exceptId`) has this slug. */
export async function isCategorySlugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** A new category; null when its slug was taken in between. */
export async function insertCategory(db: DbOrTx, fields: CategoryFields): Promise<CategoryRow | null> {
  const [row] = await db.insert(categories).values(fields).onConflictDoNothing().returning();
  return row ?? null;
}

/** Saves a category if it is still at `version`, raising it; null otherwise. */
export async function updateCategoryAtVersion(
  db: DbOrTx,
  id: string,
  version: number,
  fields: CategoryFields & { updatedAt: Date },
): Promise<CategoryRow | null> {
  const [row] = await db
    .update(categories)
    .set({ ...fields, version: sql`${categories.version} + 1` })
    .where(and(eq(categories.id, id), eq(categories.version, version)))
    .returning();
  return row ?? null;
}

/** Deletes a category if it is still at `version`; whether it did. */
export async function deleteCategoryAtVersion(db: DbOrTx, id: string, version: number): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.id, id), eq(categories.version, version)))
    .returning({ id: categories.id });
  return rows.length > 0;
}
