import type { OrderRow, ProgramProgressRow, RefundRequestRow, TransactionRow } from '@manara/db';
import type { RefundPolicyView } from './refund-policy';
import { toRefundRequestView, type RefundRequestView } from './refund-request-view';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a learner may not ask for a refund of an order (decision 0057). */
export type RefundIneligibility =
  'ALREADY_REQUESTED' | 'NOT_REFUNDABLE' | 'REQUESTS_DISABLED' | 'TOO_LATE' | 'TOO_MUCH_CONSUMED';

/** Whether the owner may ask for a refund of an order now, and why not. */
export interface RefundStandingView {
  orderId: string;
  eligible: boolean;
  ineligibleBecause: RefundIneligibility | null;
  /** Until when a request is accepted (payment + the policy's days); null when never paid. */
  requestUntil: Date | null;
  daysSincePayment: number;
  /** The share of the order's lessons completed (a diploma: its programs' lessons), in whole percent. */
  consumedPercent: number;
  maxDays: number;
  maxConsumedPercent: number;
  /** The request already made, with its outcome. */
  request: RefundRequestView | null;
}

/** Lessons completed out of the order's lessons, summed over its programs. */
export function consumptionOf(progress: readonly ProgramProgressRow[]): { completed: number; total: number } {
  return progress.reduce(
    (sum, p) => ({ completed: sum.completed + p.completedLessons, total: sum.total + p.totalLessons }),
    { completed: 0, total: 0 },
  );
}

/**
 * The policy applied to one order (decision 0057): a paid provider payment not wholly given back,
 * asked within `maxDays` whole days of payment, with at most `maxConsumedPercent` of its lessons
 * completed; one request per order.
 */
export function refundStandingOf(facts: {
  order: OrderRow;
  paid: TransactionRow | null;
  request: RefundRequestRow | null;
  policy: RefundPolicyView;
  consumption: { completed: number; total: number };
  now: Date;
}): RefundStandingView {
  const { order, paid, request, policy, consumption, now } = facts;
  const paidAt = order.paidAt ?? paid?.createdAt ?? null;
  const requestUntil = paidAt ? new Date(paidAt.getTime() + policy.maxDays * DAY_MS) : null;
  const daysSincePayment = paidAt ? Math.max(0, Math.floor((now.getTime() - paidAt.getTime()) / DAY_MS)) : 0;
  const consumedPercent = consumption.total > 0 ? Math.floor((consumption.completed * 100) / consumption.total) : 0;
  const refundable =
    order.status === 'PAID' &&
    paid !== null &&
    paid.provider !== 'free' &&
    paid.providerTransactionId !== null &&
    order.refundedPiastres < paid.amountPiastres;
  const because: RefundIneligibility | null = request
    ? 'ALREADY_REQUESTED'
    : !refundable
      ? 'NOT_REFUNDABLE'
      : !policy.requestsEnabled
        ? 'REQUESTS_DISABLED'
        : requestUntil === null || now.getTime() > requestUntil.getTime()
          ? 'TOO_LATE'
          : consumption.completed * 100 > policy.maxConsumedPercent * consumption.total
            ? 'TOO_MUCH_CONSUMED'
            : null;
  return {
    orderId: order.id,
    eligible: because === null,
    ineligibleBecause: because,
    requestUntil,
    daysSincePayment,
    consumedPercent,
    maxDays: policy.maxDays,
    maxConsumedPercent: policy.maxConsumedPercent,
    request: request ? toRefundRequestView(request) : null,
  };
}
