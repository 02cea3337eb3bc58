import { findCoLecturersOfPrograms } from '@manara/db';
import { groupBy } from '../catalog/index';
import type { DomainDeps } from '../deps';
import { toLecturerView, type LecturerView } from './lecturer-view';

/**
 * Each program's co-lecturers as learners see them (decision 0076), in their order; lecturers the
 * public may not see (no longer approved, blocked, deleted) are left out. One statement for any
 * number of programs, for a request's loader.
 */
export async function loadCoLecturers(deps: DomainDeps, programIds: readonly string[]): Promise<LecturerView[][]> {
  return groupBy(
    programIds,
    await findCoLecturersOfPrograms(deps.db, programIds),
    (row) => row.programId,
    toLecturerView,
  );
}
