import { listProgramCoLecturers } from '@manara/db';
import { groupBy } from '../catalog/index';
import type { DomainDeps } from '../deps';

/**
 * Each program's co-lecturers' ids in their order (decision 0076), whatever the lecturers' state:
 * what the studio edits, and whose pages a change of the program touches. One statement.
 */
export async function loadCoLecturerIds(
  deps: Pick<DomainDeps, 'db'>,
  programIds: readonly string[],
): Promise<string[][]> {
  const rows = await listProgramCoLecturers(deps.db, programIds);
  return groupBy(
    programIds,
    rows,
    (row) => row.programId,
    (row) => row.lecturerId,
  );
}
