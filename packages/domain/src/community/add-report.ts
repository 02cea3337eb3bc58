import { insertReport, reportTargetExists } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { limitCommunityAction } from './community-rate-limits';
import { addReportSchema, type ReportReason, type ReportTarget } from './schemas';

export interface ReportReceipt {
  id: string;
  target: ReportTarget;
  targetId: string;
  reason: ReportReason;
  createdAt: Date;
}

/**
 * `addReport`: stores a report for moderation. The target must exist and be public (else
 * NOT_FOUND); a second report of the same target by the same user → ALREADY_REPORTED.
 */
export async function addReport(deps: DomainDeps, caller: Caller, input: unknown): Promise<ReportReceipt> {
  const viewer = requireViewer(caller);
  const { target, targetId, reason, details } = parseInput(addReportSchema, input);
  await limitCommunityAction(deps, caller, viewer, 'report');
  return deps.db.transaction(async (tx) => {
    if (!(await reportTargetExists(tx, target, targetId))) throw new AppError('NOT_FOUND');
    const row = await insertReport(tx, { userId: viewer.userId, targetType: target, targetId, reason, details });
    if (!row) throw new AppError('ALREADY_REPORTED');
    return { id: row.id, target: row.targetType, targetId: row.targetId, reason: row.reason, createdAt: row.createdAt };
  });
}
