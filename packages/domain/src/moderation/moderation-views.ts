import type { ReportGroupRow, ReportOutcome, ReportTargetRow, TargetReportRow } from '@manara/db';

export type ReportReasonName = keyof ReportGroupRow['reasons'];

/** A reported target as the studio's moderation queue shows it (decision 0054). */
export interface ReportGroupView {
  targetType: ReportGroupRow['targetType'];
  targetId: string;
  total: number;
  /** Reports per reason; reasons nobody gave are left out. */
  reasons: Array<{ reason: ReportReasonName; count: number }>;
  firstReportedAt: Date;
  lastReportedAt: Date;
  outcome: ReportOutcome | null;
  decidedAt: Date | null;
  /** Null when the target has been deleted since. */
  target: ReportTargetRow | null;
}

export function toReportGroupView(row: ReportGroupRow, target: ReportTargetRow | undefined): ReportGroupView {
  const reasons = Object.entries(row.reasons)
    .map(([reason, count]) => ({ reason: reason as ReportReasonName, count: count ?? 0 }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  return { ...row, reasons, target: target ?? null };
}

/** One target with every report about it, newest first. */
export interface ReportCaseView {
  group: ReportGroupView;
  reports: TargetReportRow[];
}
