import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../client';

/** A `%…%` pattern for ILIKE that matches the typed text literally (its `\`, `%` and `_` escaped). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The rows matching `where`, counted only up to `cap + 1`: past the cap a list says "more than",
 * and counting a large table's every match on every page would cost more than the page itself
 * (decision 0073).
 */
export async function countUpTo(db: DbOrTx, table: PgTable, where: SQL | undefined, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * The ids of one page, newest first by `time` then `id`, walked on the (time desc, id desc) index
 * without reading the rows it skips; the caller then reads the page's whole rows by id.
 */
export function pageIds(
  db: DbOrTx,
  table: PgTable,
  columns: { id: PgColumn; time: PgColumn },
  where: SQL | undefined,
  window: { offset: number; limit: number },
) {
  return db
    .select({ id: columns.id })
    .from(table)
    .where(where)
    .orderBy(sql`${columns.time} desc`, sql`${columns.id} desc`)
    .limit(window.limit)
    .offset(window.offset);
}
