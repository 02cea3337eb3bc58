import type { DomainDeps } from '../deps';
import { cacheOf } from './cache-of';

/** Keeps a public answer (its text as sent) under the entry readCatalogueAnswer named, for `ttlMs`. */
export async function keepCatalogueAnswer(
  deps: DomainDeps,
  entry: string,
  answer: string,
  ttlMs: number,
): Promise<void> {
  await cacheOf(deps).set(entry, answer, ttlMs);
}
