import { describeReportTargets, listReportGroups as listReportGroupRows } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { toReportGroupView, type ReportGroupView } from './moderation-views';
import { reportGroupsInputSchema } from './schemas';

/**
 * The moderation queue, administrators only (decision 0054): reports grouped by target with a
 * count per reason, most reported first; open ones by default, or those already decided.
 */
export async function listReportGroups(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<ReportGroupView>> {
  const { paginate, queue, targetType } = parseInput(reportGroupsInputSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const { rows, total } = await listReportGroupRows(deps.db, {
    queue,
    targetType,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  const targets = await describeReportTargets(deps.db, rows);
  return pageOf(
    rows.map((row) => toReportGroupView(row, targets.get(row.targetId))),
    paginate,
    total,
  );
}
