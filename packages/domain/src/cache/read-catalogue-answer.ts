import type { DomainDeps } from '../deps';
import { cacheOf } from './cache-of';
import { catalogueEntryKey } from './catalogue-generation-key';
import { readCatalogueGeneration } from './read-catalogue-generation';

/**
 * A public answer kept for `key` in the current catalogue generation (decision 0078), if any, and
 * the entry it lives under. Keep a new answer under that same entry (keepCatalogueAnswer): an
 * answer made while a studio change bumped the generation then lands in the retired one.
 */
export async function readCatalogueAnswer(
  deps: DomainDeps,
  key: string,
): Promise<{ answer: string | undefined; entry: string }> {
  const entry = catalogueEntryKey(await readCatalogueGeneration(deps), key);
  const hit = await cacheOf(deps).get(entry);
  return { answer: typeof hit === 'string' ? hit : undefined, entry };
}
