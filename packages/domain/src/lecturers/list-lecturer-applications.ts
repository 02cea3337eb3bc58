import { listLecturerApplications as listLecturerApplicationRows } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { studioLecturerApplicationsSchema } from './application-schemas';
import { toStudioLecturerApplicationView, type StudioLecturerApplicationView } from './studio-application-view';

/**
 * The studio's queue of lecturer applications, administrators only (docs/product/studio.md):
 * paged on the server, pending first, filtered by status and searched by name or e-mail.
 */
export async function listLecturerApplications(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<StudioLecturerApplicationView>> {
  const { paginate, status, search } = parseInput(studioLecturerApplicationsSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const { rows, total } = await listLecturerApplicationRows(deps.db, {
    status,
    search: search || undefined,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(rows.map(toStudioLecturerApplicationView), paginate, total);
}
