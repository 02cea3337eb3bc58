import { listLiveSessionStarts } from '@manara/db';
import type { DomainDeps } from '../deps';
import { groupBy } from './align';

/** A session that began less than this long ago still shows as a card's next date. */
const STARTED_GRACE_MS = 60 * 60 * 1000;

/**
 * Many programs' live-session starts from an hour ago on, earliest first, for a request's loader:
 * the catalogue card's next-session date without reading the syllabus.
 */
export async function loadLiveSessionStarts(deps: DomainDeps, programIds: readonly string[]): Promise<Date[][]> {
  const since = new Date(deps.now().getTime() - STARTED_GRACE_MS);
  const rows = await listLiveSessionStarts(deps.db, programIds, since);
  return groupBy(
    programIds,
    rows,
    (row) => row.programId,
    (row) => row.startAt,
  );
}
