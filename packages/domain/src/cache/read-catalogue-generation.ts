import { randomUUID } from 'node:crypto';
import type { DomainDeps } from '../deps';
import { cacheOf } from './cache-of';
import { CATALOGUE_GENERATION } from './catalogue-generation-key';

/**
 * The current catalogue generation: cached catalogue answers are keyed by it, so a new one retires
 * them all at once, on every API copy sharing the cache (decision 0075).
 */
export async function readCatalogueGeneration(deps: Pick<DomainDeps, 'cache' | 'db' | 'now'>): Promise<string> {
  const cache = cacheOf(deps);
  const current = await cache.get(CATALOGUE_GENERATION.key);
  if (typeof current === 'string') return current;
  const fresh = randomUUID();
  await cache.set(CATALOGUE_GENERATION.key, fresh, CATALOGUE_GENERATION.ttlMs);
  return fresh;
}
