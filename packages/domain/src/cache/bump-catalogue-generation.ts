import { randomUUID } from 'node:crypto';
import type { DomainDeps } from '../deps';
import { cacheOf } from './cache-of';
import { CATALOGUE_GENERATION } from './catalogue-generation-key';

/** Retires every cached catalogue answer (decision 0075): called when a studio change is committed. */
export async function bumpCatalogueGeneration(deps: Pick<DomainDeps, 'cache' | 'db' | 'now'>): Promise<void> {
  await cacheOf(deps).set(CATALOGUE_GENERATION.key, randomUUID(), CATALOGUE_GENERATION.ttlMs);
}
