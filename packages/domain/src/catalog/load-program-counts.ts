import { countProgramContents, type ProgramContentCounts } from '@manara/db';
import type { DomainDeps } from '../deps';
import { alignBy } from './align';

export type ProgramCounts = Omit<ProgramContentCounts, 'programId'>;
const none = (): ProgramCounts => ({
  sectionsCount: 0,
  lessonsCount: 0,
  videosCount: 0,
  articlesCount: 0,
  liveSessionsCount: 0,
  quizzesCount: 0,
});

/** Section and lesson counts per program (course detail, docs/product/catalogue.md), for a request's loader. */
export async function loadProgramCounts(deps: DomainDeps, ids: readonly string[]): Promise<ProgramCounts[]> {
  const rows = await countProgramContents(deps.db, ids);
  return alignBy(
    ids,
    rows,
    (row) => row.programId,
    none,
    ({ programId: _id, ...counts }) => counts,
  );
}
