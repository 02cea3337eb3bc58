import type { DomainDeps } from '../deps';
import { catalogueEntryKey } from './catalogue-generation-key';
import { loadCached } from './load-cached';
import { readCatalogueGeneration } from './read-catalogue-generation';

/**
 * loadCached for what the studio changes (decision 0075): the entry belongs to the current
 * catalogue generation, so a committed studio change is seen at once instead of after `ttlMs`.
 */
export async function loadCatalogueCached<T>(
  deps: DomainDeps,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  revive: (json: unknown) => T,
): Promise<T> {
  const generation = await readCatalogueGeneration(deps);
  return loadCached(deps, catalogueEntryKey(generation, key), ttlMs, load, revive);
}
