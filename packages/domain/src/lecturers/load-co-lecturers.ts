import { findLecturersByIds, listProgramCoLecturers } from '@manara/db';
import { groupBy } from '../catalog/index';
import type { DomainDeps } from '../deps';
import { toLecturerView, type LecturerView } from './lecturer-view';

/**
 * Each program's co-lecturers as learners see them (decision 0076), in their order; lecturers the
 * public may not see (no longer approved, blocked, deleted) are left out. Two statements for any
 * number of programs, for a request's loader.
 */
export async function loadCoLecturers(deps: DomainDeps, programIds: readonly string[]): Promise<LecturerView[][]> {
  const rows = await listProgramCoLecturers(deps.db, programIds);
  const visible = new Map(
    (await findLecturersByIds(deps.db, [...new Set(rows.map((row) => row.lecturerId))])).map((lecturer) => [
      lecturer.id,
      toLecturerView(lecturer),
    ]),
  );
  const shown = rows.filter((row) => visible.has(row.lecturerId));
  return groupBy(
    programIds,
    shown,
    (row) => row.programId,
    (row) => visible.get(row.lecturerId)!,
  );
}
