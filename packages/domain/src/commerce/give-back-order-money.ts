import {
  addOrderRefunded,
  closePendingRefundRequest,
  deleteOrderEnrollments,
  findOrderById,
  findPaidTransactionOfOrder,
  findInvoiceOfOrder,
  finishRefund,
  insertCreditNote,
  insertRefund,
  sumOpenRefunds,
  updateOrder,
  updateTransactionStatus,
  type DbOrTx,
  type OrderRow,
  type RefundRow,
  type TransactionRow,
} from '@manara/db';
import { recordAudit } from '../authoring/index';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { notifyOrderRefunded } from '../notifications/index';
import { PaymentProviderError, type RefundReceipt, type RefundRequest } from '../ports/index';
import { cairoDate } from './cairo-date';
import { cairoYear } from './cairo-year';
import { methodOfSourceType, providerRefunds } from './payment-methods';
import { paymentCallbackUrls } from './commerce-settings';
import { divideHalfUp } from './money';
import { toRefundView, type RefundView } from './refund-view';

export interface GiveBack {
  orderId: string;
  /** Absent: all that remains. */
  amountPiastres?: number;
  reason: string;
  /** The order statuses money may be given back from. */
  from: readonly OrderRow['status'][];
  /** The audit action (`order.refund`, `order.review.refund`). */
  action: string;
  /** Set on the order once the money is back (a refused review order is cancelled). */
  orderStatusAfter?: OrderRow['status'];
}

export interface OrderRefundResult {
  orderId: string;
  reference: string;
  /** What the order's money came to and what has gone back, in EGP. */
  total: number;
  refunded: number;
  /** Whether access to the order's programs ended (all of it went back). */
  accessEnded: boolean;
  /** The credit note issued for it (decision 0044); null when the order had no invoice. */
  creditNoteNumber: string | null;
  refund: RefundView;
}

/**
 * Only a card payment made the same Cairo day may be voided instead of refunded (no fee; Paymob
 * voids before settlement, docs/providers.md). Wallets and the rest are refunded.
 */
function mayVoid(paid: TransactionRow, now: Date): boolean {
  const sourceType = (paid.details as { sourceType?: unknown } | null)?.sourceType;
  const isCard = sourceType === 'card' || (sourceType === undefined && paid.cardBrand !== null);
  return isCard && cairoDate(paid.createdAt) === cairoDate(now);
}

interface Reserved {
  order: OrderRow;
  paid: TransactionRow;
  refund: RefundRow;
  /** Everything given back on the transaction once this one succeeds. */
  refundedTotal: number;
}

/** Step 1, with the order row locked: checks what remains and reserves the amount as REQUESTED. */
async function reserve(deps: DomainDeps, actorId: string, input: GiveBack): Promise<Reserved> {
  return deps.db.transaction(async (tx) => {
    const order = await findOrderById(tx, input.orderId, true);
    if (!order) throw new AppError('NOT_FOUND');
    if (!input.from.includes(order.status)) throw new AppError('ORDER_NOT_REFUNDABLE');
    const paid = await findPaidTransactionOfOrder(tx, order.id);
    if (!paid || paid.provider === 'free' || paid.providerTransactionId === null)
      throw new AppError('ORDER_NOT_REFUNDABLE');
    // Paymob cannot give kiosk cash or an instalment plan back (docs/providers.md): nothing is asked.
    if (!providerRefunds(methodOfSourceType((paid.details as { sourceType?: unknown } | null)?.sourceType)))
      throw new AppError('REFUND_NOT_THROUGH_PROVIDER');
    const open = await sumOpenRefunds(tx, order.id);
    const remaining = paid.amountPiastres - open;
    if (remaining <= 0) throw new AppError('ORDER_NOT_REFUNDABLE');
    const amount = input.amountPiastres ?? remaining;
    if (amount > remaining)
      throw new AppError('VALIDATION_FAILED', [
        { field: 'amount', messageKey: 'refundAboveRemaining', params: { max: remaining / 100 } },
      ]);
    const whole = open === 0 && amount === paid.amountPiastres;
    const refund = await insertRefund(tx, {
      orderId: order.id,
      transactionId: paid.id,
      kind: whole && mayVoid(paid, deps.now()) ? 'VOID' : 'REFUND',
      amountPiastres: amount,
      reason: input.reason,
      actorId,
    });
    return { order, paid, refund, refundedTotal: open + amount };
  });
}

/** Step 2, outside any transaction: asks the provider; a refused void becomes a refund. */
async function askProvider(
  deps: DomainDeps,
  { order, paid, refund, refundedTotal }: Reserved,
): Promise<{ kind: RefundRow['kind']; receipt: RefundReceipt }> {
  const request: RefundRequest = {
    providerTransactionId: paid.providerTransactionId!,
    providerOrderId: order.providerOrderId,
    reference: order.reference,
    amountPiastres: refund.amountPiastres,
    transactionAmountPiastres: paid.amountPiastres,
    refundedTotalPiastres: refundedTotal,
    currency: paid.currency,
    notificationUrl: paymentCallbackUrls(deps, 'ar').notificationUrl,
  };
  if (refund.kind === 'VOID') {
    try {
      return { kind: 'VOID', receipt: await deps.payments.void(request) };
    } catch (error) {
      if (!(error instanceof PaymentProviderError && error.kind === 'refused')) throw error;
      deps.logger.info({ reference: order.reference }, 'the provider would not void; refunding instead');
    }
  }
  return { kind: 'REFUND', receipt: await deps.payments.refund(request) };
}

/**
 * A credit note against the order's invoice for what went back (decision 0044): its VAT is the
 * invoice's VAT in proportion, half-up to the piastre. An order never invoiced (refunded from
 * review) gets none.
 */
async function issueCreditNote(tx: DbOrTx, now: Date, refund: RefundRow, reason: string) {
  const invoice = await findInvoiceOfOrder(tx, refund.orderId);
  if (!invoice) return null;
  const vat =
    invoice.totalPiastres > 0 ? divideHalfUp(refund.amountPiastres * invoice.vatPiastres, invoice.totalPiastres) : 0;
  return insertCreditNote(tx, cairoYear(now), {
    refundId: refund.id,
    invoiceId: invoice.id,
    userId: invoice.userId,
    arProvidedTo: invoice.arProvidedTo,
    enProvidedTo: invoice.enProvidedTo,
    reason,
    totalPiastres: refund.amountPiastres,
    vatRateBps: invoice.vatRateBps,
    vatPiastres: vat,
    currency: invoice.currency,
    issuedAt: now,
  });
}

/** Step 3, with the order row locked again: the refund is COMPLETED and its effects happen, once. */
async function complete(
  tx: DbOrTx,
  deps: DomainDeps,
  actorId: string,
  input: GiveBack,
  reserved: Reserved,
  done: { kind: RefundRow['kind']; receipt: RefundReceipt },
): Promise<OrderRefundResult> {
  const order = (await findOrderById(tx, reserved.order.id, true))!;
  const refund = await finishRefund(tx, reserved.refund.id, {
    status: 'COMPLETED',
    kind: done.kind,
    providerReference: done.receipt.providerReference,
  });
  if (!refund) throw new AppError('ORDER_NOT_REFUNDABLE');
  await addOrderRefunded(tx, order.id, refund.amountPiastres);
  const whole = reserved.refundedTotal >= reserved.paid.amountPiastres;
  let ended: string[] = [];
  if (whole) {
    await updateTransactionStatus(tx, reserved.paid.id, done.kind === 'VOID' ? 'VOIDED' : 'REFUNDED');
    ended = await deleteOrderEnrollments(tx, order.id);
    // A learner's request waiting for this order is answered by it (decision 0057).
    await closePendingRefundRequest(tx, order.id, {
      refundId: refund.id,
      decidedBy: actorId,
      decisionReason: input.reason,
      decidedAt: deps.now(),
    });
  }
  if (input.orderStatusAfter) await updateOrder(tx, order.id, { status: input.orderStatusAfter });
  const creditNote = await issueCreditNote(tx, deps.now(), refund, input.reason);
  await recordAudit(tx, {
    actorId,
    action: input.action,
    entityType: 'order',
    entityId: order.id,
    before: { refundedPiastres: order.refundedPiastres, status: order.status },
    after: {
      refundedPiastres: order.refundedPiastres + refund.amountPiastres,
      status: input.orderStatusAfter ?? order.status,
      kind: refund.kind,
      amountPiastres: refund.amountPiastres,
      endedEnrolments: ended.length,
    },
    comment: input.reason,
  });
  await notifyOrderRefunded(tx, order, { amountPiastres: refund.amountPiastres, whole }, deps.now());
  return {
    orderId: order.id,
    reference: order.reference,
    total: reserved.paid.amountPiastres / 100,
    refunded: (order.refundedPiastres + refund.amountPiastres) / 100,
    accessEnded: whole,
    creditNoteNumber: creditNote?.number ?? null,
    refund: toRefundView(refund, creditNote?.number ?? null),
  };
}

/**
 * Gives an order's money back through the provider (decision 0043), in three steps so no lock is
 * held while the provider is asked: reserve the amount under the order's row lock (two admins at
 * once: the second finds nothing left), ask the provider (a same-day card payment is voided), then
 * complete the refund and its effects — a whole refund ends the order's enrolments (progress is
 * kept) — audited, with the learner told in the app, by push and by e-mail (queued with the notification, decision 0058). A provider refusal or
 * outage marks the refund FAILED, so its amount may be given back again.
 */
export async function giveBackOrderMoney(
  deps: DomainDeps,
  actorId: string,
  input: GiveBack,
): Promise<OrderRefundResult> {
  const reserved = await reserve(deps, actorId, input);
  let done: Awaited<ReturnType<typeof askProvider>>;
  try {
    done = await askProvider(deps, reserved);
  } catch (error) {
    await finishRefund(deps.db, reserved.refund.id, { status: 'FAILED' });
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.warn({ reference: reserved.order.reference, kind: error.kind }, 'the provider did not refund');
    throw new AppError(error.kind === 'refused' ? 'REFUND_REFUSED' : 'PAYMENT_PROVIDER_UNAVAILABLE');
  }
  return deps.db.transaction((tx) => complete(tx, deps, actorId, input, reserved, done));
}
