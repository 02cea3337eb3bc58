import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { categories } from '../../schema/index';

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
