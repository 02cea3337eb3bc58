import { findRefundPolicy, type DbOrTx } from '@manara/db';

/** The school's policy for learners' refund requests (decision 0057). */
export interface RefundPolicyView {
  requestsEnabled: boolean;
  /** Whole days after payment within which a learner may ask. */
  maxDays: number;
  /** The most of the order's lessons completed, in percent, for a request to be accepted. */
  maxConsumedPercent: number;
  /** When an administrator last set it; null while the defaults apply. */
  updatedAt: Date | null;
}

/** The audit log's entity id for the school's one policy. */
export const REFUND_POLICY_ENTITY_ID = '00000000-0000-0000-0000-000000000000';

/** Until an administrator sets one: requests on, 14 days, 30% consumed (decision 0057). */
export const defaultRefundPolicy: RefundPolicyView = {
  requestsEnabled: true,
  maxDays: 14,
  maxConsumedPercent: 30,
  updatedAt: null,
};

export async function loadRefundPolicy(db: DbOrTx): Promise<RefundPolicyView> {
  const row = await findRefundPolicy(db);
  if (!row) return defaultRefundPolicy;
  return {
    requestsEnabled: row.requestsEnabled,
    maxDays: row.maxDays,
    maxConsumedPercent: row.maxConsumedPercent,
    updatedAt: row.updatedAt,
  };
}
