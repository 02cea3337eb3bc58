import { bumpCatalogueGeneration } from '../cache/index';
import type { DomainDeps } from '../deps';

/**
 * Tells every web copy which cached pages a committed change touched (decision 0028), and retires
 * the API's cached catalogue answers (decision 0075). A failure is logged, not raised: the write
 * stands, and the pages refresh at their next revalidation.
 */
export async function publishContentChange(
  deps: Pick<DomainDeps, 'contentEvents' | 'logger' | 'cache' | 'db' | 'now'>,
  tags: string[],
) {
  try {
    await bumpCatalogueGeneration(deps);
    await deps.contentEvents?.publish(tags);
  } catch (error) {
    deps.logger.warn({ err: error, tags }, 'content change not published');
  }
}
