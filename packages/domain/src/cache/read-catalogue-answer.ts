import type { DomainDeps } from '../deps';
import { cacheOf } from './cache-of';
import { catalogueEntryKey } from './catalogue-generation-key';
import { readCatalogueGeneration } from './read-catalogue-generation';

/**
 * A public answer kept by keepCatalogueAnswer for `key` in the current catalogue generation
 * (decision 0078), or undefined: a committed studio change retires every such answer at once.
 */
export async function readCatalogueAnswer(deps: DomainDeps, key: string): Promise<string | undefined> {
  const hit = await cacheOf(deps).get(catalogueEntryKey(await readCatalogueGeneration(deps), key));
  return typeof hit === 'string' ? hit : undefined;
}
