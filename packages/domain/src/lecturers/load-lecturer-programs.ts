import { listPublishedProgramsByLecturers } from '@manara/db';
import { groupBy, toProgramView, type ProgramView } from '../catalog/index';
import type { DomainDeps } from '../deps';

/** Each lecturer's published programs (all types, newest first), co-taught ones too (decision 0076), for a request's loader. */
export async function loadLecturerPrograms(deps: DomainDeps, lecturerIds: readonly string[]): Promise<ProgramView[][]> {
  const rows = await listPublishedProgramsByLecturers(deps.db, lecturerIds);
  const now = deps.now();
  return groupBy(
    lecturerIds,
    rows,
    (row) => row.teacherId,
    ({ teacherId: _t, ...row }) => toProgramView(row, now),
  );
}
