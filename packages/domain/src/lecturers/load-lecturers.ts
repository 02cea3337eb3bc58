import { findLecturersByIds, type LecturerRow } from '@manara/db';
import { alignBy } from '../catalog/index';
import type { DomainDeps } from '../deps';

/** Public lecturers by id for a request's loader; hidden ones come back as null. */
export async function loadLecturers(deps: DomainDeps, ids: readonly string[]): Promise<Array<LecturerRow | null>> {
  return alignBy(
    ids,
    await findLecturersByIds(deps.db, ids),
    (row) => row.id,
    () => null,
  );
}
