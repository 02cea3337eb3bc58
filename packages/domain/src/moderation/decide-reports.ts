import {
  decideReports as closeReports,
  describeReportTargets,
  lockOpenTargetReports,
  type DbOrTx,
  type ReportOutcome,
  type ReportTarget,
  type ReportTargetRow,
} from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { enqueueNotification, notificationTexts } from '../notifications/index';
import { parseInput } from '../validation/index';
import { blockAccount } from './block-account';
import { getReportCase } from './get-report-case';
import { hideReportedContent } from './hide-reported-content';
import type { ReportCaseView } from './moderation-views';
import { notifyReportOutcome } from './notify-report-outcome';
import { decideReportsInputSchema } from './schemas';

const outcomeOf = { HIDE: 'HIDDEN', DISMISS: 'DISMISSED', WARN: 'WARNED', BLOCK: 'BLOCKED' } as const;

/** The author a warning or a block reaches: someone, and for a block, not an administrator. */
function authorFor(action: 'WARN' | 'BLOCK', target: ReportTargetRow | undefined) {
  const author = target?.author;
  if (!author) throw new AppError('MODERATION_ACTION_NOT_ALLOWED');
  if (action === 'BLOCK' && author.role === 'ADMIN') throw new AppError('CANNOT_BLOCK_ADMIN');
  return author;
}

const titleOf = (target: ReportTargetRow) => ({ ar: target.arTitle, en: target.enTitle });

/** Carries out the action on the target and its author; returns what the reports record. */
async function carryOut(
  tx: DbOrTx,
  input: { action: keyof typeof outcomeOf; message: string },
  targetType: ReportTarget,
  target: ReportTargetRow | undefined,
  now: Date,
): Promise<ReportOutcome> {
  const { action, message } = input;
  if (action === 'DISMISS') return 'DISMISSED';
  const hides = action === 'HIDE' || (action === 'BLOCK' && (targetType === 'COMMENT' || targetType === 'REVIEW'));
  if (action === 'HIDE' && !target) throw new AppError('NOT_FOUND');
  const author = action === 'HIDE' ? target!.author : authorFor(action, target);
  if (hides && (await hideReportedContent(tx, targetType, target!.targetId, now)) && author)
    await enqueueNotification(tx, {
      userId: author.id,
      targetModel: targetType,
      targetId: target!.targetId,
      ...notificationTexts('contentHidden', { target: titleOf(target!) }),
      url: target!.path.split('#')[0]!,
      now,
    });
  if (action === 'WARN')
    await enqueueNotification(tx, {
      userId: author!.id,
      targetModel: targetType,
      targetId: target!.targetId,
      ...notificationTexts('accountWarned', { target: titleOf(target!), message }),
      url: target!.path.split('#')[0]!,
      now,
    });
  if (action === 'BLOCK') await blockAccount(tx, author!.id, now);
  return outcomeOf[action];
}

/**
 * An administrator decides a reported target's open reports at once (decision 0054): hide the
 * comment or review, dismiss, warn the author (with the words they read), or block the author
 * (their sessions end; a reported comment or review is hidden too). One transaction under the
 * reports' row locks: two moderators deciding at once → the second gets REPORTS_ALREADY_DECIDED.
 * Audited; every reporter is told the outcome.
 */
export async function decideReports(deps: DomainDeps, caller: Caller, input: unknown): Promise<ReportCaseView> {
  const { targetId, action, message } = parseInput(decideReportsInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const open = await lockOpenTargetReports(tx, targetId);
    if (open.length === 0) throw new AppError('REPORTS_ALREADY_DECIDED');
    const targetType = open[0]!.targetType;
    const target = (await describeReportTargets(tx, [{ targetType, targetId }])).get(targetId);
    const outcome = await carryOut(tx, { action, message }, targetType, target, now);
    await closeReports(
      tx,
      open.map((r) => r.id),
      { outcome, decidedBy: actor.userId, decidedAt: now },
    );
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `report.${action.toLowerCase()}`,
      entityType: 'report',
      entityId: targetId,
      before: { targetType, openReports: open.length },
      after: { outcome, ...(target?.author && action !== 'DISMISS' ? { authorId: target.author.id } : {}) },
      comment: message || null,
    });
    await notifyReportOutcome(tx, open, outcome, target, now);
  });
  return getReportCase(deps, caller, { targetId });
}
