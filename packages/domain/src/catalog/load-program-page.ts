import { countPublishedPrograms, listPublishedProgramsPage, type ProgramListQuery, type ProgramRow } from '@manara/db';
import { loadCatalogueCached } from '../cache/index';
import type { DomainDeps } from '../deps';

/** How long a listing's total is shared by every page and visitor of its filter. */
const TOTAL_TTL_MS = 60_000;

/**
 * A page of a published-programs listing and the total its filter matches. The page is read each
 * time; the total, which every page of the filter shares and which only publishing changes, is
 * kept for a minute and retired by any studio change (decisions 0075, 0078), so paging through a
 * listing does not count the whole filtered catalogue again for each page.
 */
export async function loadProgramPage(
  deps: DomainDeps,
  query: ProgramListQuery,
): Promise<{ rows: ProgramRow[]; totalCount: number }> {
  const [rows, totalCount] = await Promise.all([
    listPublishedProgramsPage(deps.db, query),
    loadCatalogueCached(
      deps,
      `program-total:${JSON.stringify(query.filter)}`,
      TOTAL_TTL_MS,
      () => countPublishedPrograms(deps.db, query.filter, query.now),
      Number,
    ),
  ]);
  return { rows, totalCount };
}
