import { listStudioUsers as listStudioUserRows, type StudioUserRow } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import { cappedPageOf, offsetOf, STUDIO_COUNT_CAP, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { studioUsersInputSchema } from './schemas';

/** The studio's users, administrators only (decision 0056): newest first, searched by name, e-mail or phone. */
export async function listStudioUsers(deps: DomainDeps, caller: Caller, input: unknown): Promise<Page<StudioUserRow>> {
  const { paginate, search, role, blocked } = parseInput(studioUsersInputSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const { rows, total } = await listStudioUserRows(deps.db, {
    search: search || undefined,
    role,
    blocked,
    offset: offsetOf(paginate),
    limit: paginate.limit,
    countCap: STUDIO_COUNT_CAP,
  });
  return cappedPageOf(rows, paginate, total, STUDIO_COUNT_CAP);
}
