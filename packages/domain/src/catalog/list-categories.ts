import { listCategories as queryCategories } from '@manara/db';
import { toCategoryView, type CategoryView } from './category-view';
import { z } from 'zod';
import { loadCatalogueCached } from '../cache/index';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { nullToUndefined, optional } from './paging';
import { sortOrderField } from './schemas';

/**
 * Categories change rarely; every API copy serves them this long from the shared cache, or until a
 * studio change retires the catalogue's cached answers (decision 0075).
 */
export const CATEGORIES_CACHE_MS = 60_000;
const MAX_CATEGORIES = 500;

const schema = z.object({
  filter: z.preprocess(nullToUndefined, z.object({ isActive: optional(z.boolean()) }).default({})),
  sort: z.preprocess(nullToUndefined, z.object({ createdAt: optional(sortOrderField) }).default({})),
});

/** Rows read back from the cache as JSON carry their timestamps as strings. */
function reviveRows(json: unknown): CategoryView[] {
  return (json as CategoryView[]).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** `categories`: all categories (or only active/inactive ones) by creation date, cached. */
export async function listCategories(deps: DomainDeps, input: unknown): Promise<CategoryView[]> {
  const { filter, sort } = parseInput(schema, input);
  const rows = await loadCatalogueCached(
    deps,
    `categories:${String(filter.isActive)}`,
    CATEGORIES_CACHE_MS,
    async () =>
      (
        await queryCategories(deps.db, {
          isActive: filter.isActive,
          order: 'created',
          offset: 0,
          limit: MAX_CATEGORIES,
        })
      ).rows.map(toCategoryView),
    reviveRows,
  );
  return sort.createdAt === 'DESC' ? [...rows].reverse() : rows;
}
