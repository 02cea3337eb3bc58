import { listCategories as queryCategories, type CategoryRow, type Db } from '@manara/db';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { nullToUndefined, optional } from './paging';
import { sortOrderField } from './schemas';

/** Categories change rarely (content imports); every API copy keeps them this long. */
export const CATEGORIES_CACHE_MS = 60_000;
const MAX_CATEGORIES = 500;

const schema = z.object({
  filter: z.preprocess(nullToUndefined, z.object({ isActive: optional(z.boolean()) }).default({})),
  sort: z.preprocess(nullToUndefined, z.object({ createdAt: optional(sortOrderField) }).default({})),
});

type Entry = { expiresAt: number; rows: CategoryRow[] };
/** Per database handle, so test databases (and several handles) never share entries. */
const cache = new WeakMap<Db, Map<string, Entry>>();

/** `categories`: all categories (or only active/inactive ones) by creation date, cached in-process. */
export async function listCategories(deps: DomainDeps, input: unknown): Promise<CategoryRow[]> {
  const { filter, sort } = parseInput(schema, input);
  const key = String(filter.isActive);
  const now = deps.now().getTime();
  let entries = cache.get(deps.db);
  if (!entries) cache.set(deps.db, (entries = new Map()));
  let entry = entries.get(key);
  if (!entry || entry.expiresAt <= now) {
    const { rows } = await queryCategories(deps.db, { isActive: filter.isActive, order: 'created', offset: 0, limit: MAX_CATEGORIES });
    entry = { expiresAt: now + CATEGORIES_CACHE_MS, rows };
    entries.set(key, entry);
  }
  return sort.createdAt === 'DESC' ? [...entry.rows].reverse() : entry.rows;
}
