import { describeReportTargets, listTargetReports } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { toReportGroupView, type ReportCaseView } from './moderation-views';
import { reportTargetInputSchema } from './schemas';

/**
 * One reported target for the administrator deciding it: what it is, who wrote it, and every report
 * with the reporter's words. Counts are of the open reports while any are open, else of all.
 * Never reported: NOT_FOUND.
 */
export async function getReportCase(deps: DomainDeps, caller: Caller, input: unknown): Promise<ReportCaseView> {
  const { targetId } = parseInput(reportTargetInputSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const reports = await listTargetReports(deps.db, targetId);
  if (reports.length === 0) throw new AppError('NOT_FOUND');
  const targetType = reports[0]!.targetType;
  const open = reports.filter((r) => r.status === 'OPEN');
  const counted = open.length > 0 ? open : reports;
  const decided = reports.find((r) => r.decidedAt);
  const reasons: Partial<Record<(typeof reports)[number]['reason'], number>> = {};
  for (const r of counted) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  const targets = await describeReportTargets(deps.db, [{ targetType, targetId }]);
  const group = toReportGroupView(
    {
      targetType,
      targetId,
      total: counted.length,
      reasons,
      firstReportedAt: counted.at(-1)!.createdAt,
      lastReportedAt: counted[0]!.createdAt,
      outcome: open.length > 0 ? null : (decided?.outcome ?? null),
      decidedAt: open.length > 0 ? null : (decided?.decidedAt ?? null),
    },
    targets.get(targetId),
  );
  return { group, reports };
}
