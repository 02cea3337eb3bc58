import type { Caller, DomainDeps } from '../deps';
import { requireStudioActor } from '../authoring/index';
import { loadEarnings, type LecturerEarnings } from './load-earnings';

/**
 * The studio's earnings list (decision 0060): an administrator sees every approved lecturer (and any
 * other with earnings or payouts) with their share in force, earned, paid and balance; a lecturer
 * sees only their own row.
 */
export async function listStudioEarnings(deps: DomainDeps, caller: Caller): Promise<LecturerEarnings[]> {
  const actor = await requireStudioActor(deps, caller);
  const all = await loadEarnings(deps.db, actor.kind === 'LECTURER' ? actor.lecturerId : undefined);
  return all.filter((row) => row.lecturer.status === 'APPROVED' || row.lines.length > 0 || row.payouts.length > 0);
}
