import type { Db } from '@manara/db';
import type { DomainDeps } from '../deps';
import type { SharedCache } from '../ports/index';
import { createMemoryCache } from './create-memory-cache';

/** Without a configured cache, one in-process cache per database handle, so test databases never share entries. */
const fallbacks = new WeakMap<Db, SharedCache>();

/** The shared cache (Redis when configured), or this database handle's in-process one. */
export function cacheOf(deps: Pick<DomainDeps, 'cache' | 'db' | 'now'>): SharedCache {
  if (deps.cache) return deps.cache;
  let cache = fallbacks.get(deps.db);
  if (!cache) fallbacks.set(deps.db, (cache = createMemoryCache(() => deps.now().getTime())));
  return cache;
}
