import type { RefundRow } from '@manara/db';

/** A refund or void as the studio shows it (money in EGP). */
export interface RefundView {
  id: string;
  orderId: string;
  kind: RefundRow['kind'];
  status: RefundRow['status'];
  amount: number;
  reason: string;
  actorId: string;
  providerReference: string | null;
  /** The credit note it issued (decision 0044); null when the order had no invoice. */
  creditNoteNumber: string | null;
  /** When the provider's signed callback confirmed it; null until then. */
  confirmedAt: Date | null;
  createdAt: Date;
}

export function toRefundView(row: RefundRow, creditNoteNumber: string | null = null): RefundView {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    status: row.status,
    amount: row.amountPiastres / 100,
    reason: row.reason,
    actorId: row.actorId,
    providerReference: row.providerReference,
    creditNoteNumber,
    confirmedAt: row.confirmedAt,
    createdAt: row.createdAt,
  };
}
