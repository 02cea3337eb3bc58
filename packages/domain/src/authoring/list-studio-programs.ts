import { listStudioPrograms as listStudioProgramRows } from '@manara/db';
import { cappedPageOf, offsetOf, STUDIO_COUNT_CAP, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { studioProgramsSchema } from './schemas';
import { requireStudioActor } from './studio-actor';
import { toStudioProgramView, type StudioProgramView } from './studio-program-view';

/** The studio's program list, paged on the server: every program for administrators, a lecturer's own for them. */
export async function listStudioPrograms(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<StudioProgramView>> {
  const actor = await requireStudioActor(deps, caller);
  const { paginate, status, type, search } = parseInput(studioProgramsSchema, input);
  const { rows, total } = await listStudioProgramRows(deps.db, {
    lecturerId: actor.kind === 'LECTURER' ? actor.lecturerId : undefined,
    status,
    type,
    search: search || undefined,
    offset: offsetOf(paginate),
    limit: paginate.limit,
    countCap: STUDIO_COUNT_CAP,
  });
  return cappedPageOf(rows.map(toStudioProgramView), paginate, total, STUDIO_COUNT_CAP);
}
