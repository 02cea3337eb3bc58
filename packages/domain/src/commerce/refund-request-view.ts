import type { RefundRequestRow } from '@manara/db';

/** A learner's refund request as its owner and the studio see it (decision 0057). */
export interface RefundRequestView {
  id: string;
  orderId: string;
  status: RefundRequestRow['status'];
  reason: string;
  /** What the policy measured when the learner asked. */
  daysSincePayment: number;
  consumedPercent: number;
  /** The administrator's note: why it was rejected, or the refund's reason. */
  decisionReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

export function toRefundRequestView(row: RefundRequestRow): RefundRequestView {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    reason: row.reason,
    daysSincePayment: row.daysSincePayment,
    consumedPercent: row.consumedPercent,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt,
    createdAt: row.createdAt,
  };
}
