import { listDiplomaPrograms } from '@manara/db';
import type { DomainDeps } from '../deps';
import { groupBy } from './align';
import { toProgramView, type ProgramView } from './program-view';

/** The published courses and workshops inside each diploma, in the diploma's order. */
export async function loadDiplomaPrograms(deps: DomainDeps, diplomaIds: readonly string[]): Promise<ProgramView[][]> {
  const rows = await listDiplomaPrograms(deps.db, diplomaIds);
  const now = deps.now();
  return groupBy(
    diplomaIds,
    rows,
    (row) => row.diplomaId,
    ({ diplomaId: _d, ...row }) => toProgramView(row, now),
  );
}
