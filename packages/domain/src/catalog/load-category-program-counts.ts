import { countPublishedProgramsByCategory } from '@manara/db';
import type { DomainDeps } from '../deps';
import { alignBy } from './align';

/** Published programs per category, for a request's loader. */
export async function loadCategoryProgramCounts(deps: DomainDeps, ids: readonly string[]): Promise<number[]> {
  const rows = await countPublishedProgramsByCategory(deps.db, ids);
  return alignBy(
    ids,
    rows,
    (row) => row.categoryId,
    () => 0,
    (row) => row.count,
  );
}
