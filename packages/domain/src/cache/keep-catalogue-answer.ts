import type { DomainDeps } from '../deps';
import { cacheOf } from './cache-of';
import { catalogueEntryKey } from './catalogue-generation-key';
import { readCatalogueGeneration } from './read-catalogue-generation';

/** Keeps a public answer (its text as sent) under `key` in the current catalogue generation, for `ttlMs`. */
export async function keepCatalogueAnswer(deps: DomainDeps, key: string, answer: string, ttlMs: number): Promise<void> {
  await cacheOf(deps).set(catalogueEntryKey(await readCatalogueGeneration(deps), key), answer, ttlMs);
}
