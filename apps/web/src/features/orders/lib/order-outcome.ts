import type { TransactionData } from '../api/order-documents';

/** What a learner is told about an order: only a verified PAID order is 'paid' (docs/product/commerce.md). */
export type OrderOutcome = 'paid' | 'pending' | 'failed' | 'cancelled' | 'review' | 'refunded';
export type StatusKey = 'PAID' | 'PENDING' | 'FAILED' | 'CANCELLED' | 'REVIEW' | 'REFUNDED' | 'VOIDED';
export type StatusTone = 'success' | 'waiting' | 'problem' | 'neutral';

type OrderState = Pick<TransactionData, 'status' | 'orderStatus'>;

/**
 * The transaction's status and its order's status together: paid needs both (a paid callback
 * that did not match the order leaves it in REVIEW, without access); a replaced checkout is
 * CANCELLED; a declined payment is FAILED; anything else is still waiting for the provider.
 */
export function orderOutcome({ status, orderStatus }: OrderState): OrderOutcome {
  if (orderStatus === 'REVIEW') return 'review';
  if (status === 'REFUNDED' || status === 'VOIDED') return 'refunded';
  if (status === 'PAID' && orderStatus === 'PAID') return 'paid';
  if (status === 'FAILED' || orderStatus === 'FAILED') return 'failed';
  if (orderStatus === 'CANCELLED') return 'cancelled';
  return 'pending';
}

/** The success page stops asking once the outcome can no longer change by itself. */
export function isSettled(outcome: OrderOutcome): boolean {
  return outcome !== 'pending';
}

/** The badge word (cart.status.*) and its tone for purchase history. */
export function statusBadge(state: OrderState): { key: StatusKey; tone: StatusTone } {
  const outcome = orderOutcome(state);
  switch (outcome) {
    case 'paid':
      return { key: 'PAID', tone: 'success' };
    case 'pending':
      return { key: 'PENDING', tone: 'waiting' };
    case 'review':
      return { key: 'REVIEW', tone: 'waiting' };
    case 'failed':
      return { key: 'FAILED', tone: 'problem' };
    case 'cancelled':
      return { key: 'CANCELLED', tone: 'neutral' };
    case 'refunded':
      return { key: state.status === 'VOIDED' ? 'VOIDED' : 'REFUNDED', tone: 'neutral' };
  }
}
