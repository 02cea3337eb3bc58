import type { DbOrTx, ReportOutcome, ReportRow, ReportTargetRow } from '@manara/db';
import { enqueueNotification, notificationTexts } from '../notifications/index';

/**
 * Tells every reporter of a decided target what came of it (decision 0054): acted on, or found
 * within the rules. One notification per reporter, in the deciding transaction; the reporters
 * never learn who wrote what or which action was taken against whom.
 */
export async function notifyReportOutcome(
  tx: DbOrTx,
  reports: readonly ReportRow[],
  outcome: ReportOutcome,
  target: ReportTargetRow | undefined,
  now: Date,
): Promise<void> {
  const key = outcome === 'DISMISSED' ? 'reportDismissed' : 'reportActed';
  const texts = notificationTexts(key, { target: target ? { ar: target.arTitle, en: target.enTitle } : '—' });
  for (const reporter of new Set(reports.map((r) => r.userId))) {
    await enqueueNotification(tx, {
      userId: reporter,
      targetModel: 'REPORT',
      targetId: reports[0]!.targetId,
      ...texts,
      url: outcome === 'DISMISSED' && target ? target.path : '/notifications',
      now,
    });
  }
}
