import { findCategoriesByIds, type CategoryRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { alignBy } from './align';

/** Categories by id for a request's loader (one statement per batch). */
export async function loadCategories(deps: DomainDeps, ids: readonly string[]): Promise<Array<CategoryRow | null>> {
  return alignBy(
    ids,
    await findCategoriesByIds(deps.db, ids),
    (row) => row.id,
    () => null,
  );
}
