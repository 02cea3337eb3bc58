import type { Db } from '@manara/db';
import type { DomainDeps } from '../deps';
import type { SharedCache } from '../ports/index';
import { createMemoryCache } from './create-memory-cache';

/** Without a configured cache, one in-process cache per database handle, so test databases never share entries. */
const fallbacks = new WeakMap<Db, SharedCache>();

function cacheOf(deps: DomainDeps): SharedCache {
  if (deps.cache) return deps.cache;
  let cache = fallbacks.get(deps.db);
  if (!cache) fallbacks.set(deps.db, (cache = createMemoryCache(() => deps.now().getTime())));
  return cache;
}

/**
 * Returns the cached value for `key`, or loads, stores and returns it. `revive` turns the JSON
 * read back from the cache into the loader's type (dates come back as strings).
 */
export async function loadCached<T>(
  deps: DomainDeps,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  revive: (json: unknown) => T,
): Promise<T> {
  const cache = cacheOf(deps);
  const hit = await cache.get(key);
  if (hit !== undefined) return revive(hit);
  const value = await load();
  await cache.set(key, value, ttlMs);
  return value;
}
