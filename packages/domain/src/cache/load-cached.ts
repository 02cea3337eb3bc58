import type { DomainDeps } from '../deps';
import { cacheOf } from './cache-of';

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
