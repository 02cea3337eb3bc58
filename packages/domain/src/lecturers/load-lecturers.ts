import { findLecturersByIds } from '@manara/db';
import { toLecturerView, type LecturerView } from './lecturer-view';
import { alignBy } from '../catalog/index';
import type { DomainDeps } from '../deps';

/** Public lecturers by id for a request's loader; hidden ones come back as null. */
export async function loadLecturers(deps: DomainDeps, ids: readonly string[]): Promise<Array<LecturerView | null>> {
  return alignBy(
    ids,
    (await findLecturersByIds(deps.db, ids)).map(toLecturerView),
    (row) => row.id,
    () => null,
  );
}
