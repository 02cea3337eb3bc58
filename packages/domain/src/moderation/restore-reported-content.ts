import { listTargetReports } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { getReportCase } from './get-report-case';
import { hideReportedContent } from './hide-reported-content';
import type { ReportCaseView } from './moderation-views';
import { reportTargetInputSchema } from './schemas';

/**
 * An administrator shows a hidden comment or review again (decision 0054), audited; the reports
 * keep their decision. Not hidden: NOTHING_TO_RESTORE; never reported: NOT_FOUND.
 */
export async function restoreReportedContent(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<ReportCaseView> {
  const { targetId } = parseInput(reportTargetInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const [report] = await listTargetReports(tx, targetId);
    if (!report) throw new AppError('NOT_FOUND');
    if (!(await hideReportedContent(tx, report.targetType, targetId, null))) throw new AppError('NOTHING_TO_RESTORE');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'report.restore',
      entityType: 'report',
      entityId: targetId,
      before: { hidden: true },
      after: { hidden: false },
    });
  });
  return getReportCase(deps, caller, { targetId });
}
