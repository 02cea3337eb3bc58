import { listProgramProgress } from '@manara/db';
import type { DomainDeps } from '../deps';
import { noProgress, progressOf, type ProgramProgress } from './progress-of';

/** The user's progress in each program, in the order asked (one statement, for loaders and lists). */
export async function loadProgramProgress(
  deps: DomainDeps,
  userId: string,
  programIds: readonly string[],
): Promise<ProgramProgress[]> {
  const rows = await listProgramProgress(deps.db, userId, programIds);
  const byId = new Map(rows.map((row) => [row.programId, progressOf(row)]));
  return programIds.map((id) => byId.get(id) ?? noProgress(id));
}
