import {
  confirmRefundByProviderReference,
  confirmTransactionRefunds,
  findOrderByReference,
  findTransactionByProviderId,
  insertPaymentCallback,
  insertTransaction,
  releaseCouponReservations,
  sumOpenRefunds,
  updateOrder,
  updateTransactionStatus,
  type DbOrTx,
  type OrderRow,
  type TransactionRow,
} from '@manara/db';
import type { DomainDeps } from '../deps';
import type { CommerceDeps } from './commerce-settings';
import type { VerifiedTransaction } from '../ports/index';
import { checkCallbackPairing } from './check-callback-pairing';
import { recordKioskReference } from './record-kiosk-reference';
import { newTransactionCode } from './references';
import { settlePaidOrder, type ReviewReason } from './settle-paid-order';

/**
 * A signed callback saying a paid transaction was refunded or voided (decision 0043): it confirms
 * our refunds of it, and marks the transaction VOIDED, or REFUNDED once everything went back (a
 * partial refund leaves it PAID). A reversal we did not make (the provider's dashboard) is marked
 * as the provider says and logged; access stays until an administrator decides. Answers whether
 * anything changed, so a replay changes nothing.
 */
async function recordReversal(
  tx: DbOrTx,
  deps: DomainDeps,
  order: OrderRow,
  transaction: TransactionRow,
  status: 'VOIDED' | 'REFUNDED',
): Promise<boolean> {
  const confirmed = await confirmTransactionRefunds(tx, transaction.id, deps.now());
  const ours = await sumOpenRefunds(tx, order.id);
  if (ours === 0)
    deps.logger.warn({ reference: order.reference, status }, 'a paid transaction was reversed by the provider');
  const whole = ours === 0 || ours >= transaction.amountPiastres;
  const next = status === 'VOIDED' || whole ? status : transaction.status;
  if (next !== transaction.status) await updateTransactionStatus(tx, transaction.id, next);
  return confirmed > 0 || next !== transaction.status;
}

export type ConfirmOutcome =
  | { result: 'UNKNOWN_REFERENCE' }
  | { result: 'ORDER_MISMATCH'; reference: string }
  | { result: 'DUPLICATE'; reference: string }
  | { result: 'PAID'; reference: string; invoiceNumber: string }
  | { result: 'REVIEW'; reference: string; reason: ReviewReason }
  | { result: 'FAILED' | 'PENDING' | 'RECORDED'; reference: string };

type TransactionStatus = TransactionRow['status'];

/** Paid only when successful, settled, and neither voided nor refunded (docs/providers.md, Paymob). */
export function transactionStatusOf(t: VerifiedTransaction): TransactionStatus {
  if (t.voided) return 'VOIDED';
  if (t.refunded) return 'REFUNDED';
  if (t.pending) return 'PENDING';
  return t.success ? 'PAID' : 'FAILED';
}

/**
 * The transaction-processed webhook's effect, for a callback the adapter has verified and whose
 * signed provider order is the reference's order (checkCallbackPairing; otherwise ORDER_MISMATCH and
 * nothing changes). In one
 * transaction, with the order row locked (SELECT … FOR UPDATE) so concurrent callbacks queue:
 * the provider transaction is recorded once (its id is unique); a payment that is paid settles
 * the order (settlePaidOrder); a decline fails a pending order and frees its coupon place.
 * Replays change nothing; a later callback only moves a PENDING transaction on, or records a
 * reversal (recordReversal); an order already PAID or in REVIEW never changes state again.
 * Every callback for a known order is kept with what it did (payment_callbacks), replays included.
 */
export async function confirmPayment(deps: CommerceDeps, verified: VerifiedTransaction): Promise<ConfirmOutcome> {
  const outcome = await settleCallback(deps, verified);
  if (outcome.result !== 'UNKNOWN_REFERENCE') {
    // Kept after the work, in its own statement: the studio shows every callback (decision 0043).
    const order = await findOrderByReference(deps.db, outcome.reference);
    if (order)
      await insertPaymentCallback(deps.db, {
        orderId: order.id,
        provider: verified.provider,
        providerTransactionId: verified.providerTransactionId,
        status: transactionStatusOf(verified),
        amountPiastres: verified.amountPiastres,
        result: outcome.result,
        details: { ...verified },
      });
  }
  return outcome;
}

async function settleCallback(deps: CommerceDeps, verified: VerifiedTransaction): Promise<ConfirmOutcome> {
  const known = await findOrderByReference(deps.db, verified.reference);
  if (!known) {
    deps.logger.warn(
      { reference: verified.reference, providerTransactionId: verified.providerTransactionId },
      'payment callback for an unknown order',
    );
    return { result: 'UNKNOWN_REFERENCE' };
  }
  const reference = known.reference;
  if (!checkCallbackPairing(deps.logger, known, verified)) return { result: 'ORDER_MISMATCH', reference };
  const status = transactionStatusOf(verified);
  if (verified.hasParentTransaction) {
    // A refund's or void's own transaction (decision 0043): it confirms our refund, never pays anything.
    const news = await confirmRefundByProviderReference(deps.db, verified.providerTransactionId, deps.now());
    if (!news) deps.logger.info({ reference }, 'a reversal callback with nothing new');
    return { result: news ? 'RECORDED' : 'DUPLICATE', reference };
  }
  return deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const order = (await findOrderByReference(tx, reference, true))!;
    let transaction = await findTransactionByProviderId(tx, verified.providerTransactionId);
    if (transaction) {
      const reversal = status === 'VOIDED' || status === 'REFUNDED';
      if (reversal && transaction.status !== 'PENDING' && transaction.status !== 'FAILED')
        return (await recordReversal(tx, deps, order, transaction, status))
          ? { result: 'RECORDED', reference }
          : { result: 'DUPLICATE', reference };
      const movesOn = transaction.status === 'PENDING' && status !== 'PENDING';
      if (!movesOn) {
        // A pending kiosk transaction may name its bill reference only in a later callback.
        const named = status === 'PENDING' && verified.billReference;
        if (named && (await recordKioskReference(tx, deps, order, named))) return { result: 'PENDING', reference };
        return { result: 'DUPLICATE', reference };
      }
      await updateTransactionStatus(tx, transaction.id, status);
      // Judged on what this callback signed: a kiosk's cash may differ from its pending reference's amount.
      transaction = { ...transaction, status, amountPiastres: verified.amountPiastres, currency: verified.currency };
    } else {
      transaction = await insertTransaction(tx, {
        code: newTransactionCode(),
        orderId: order.id,
        userId: order.userId,
        provider: verified.provider,
        providerTransactionId: verified.providerTransactionId,
        status,
        amountPiastres: verified.amountPiastres,
        currency: verified.currency,
        cardBrand: verified.cardBrand,
        maskedPan: verified.maskedPan,
        details: { ...verified },
      });
      if (!transaction) return { result: 'DUPLICATE', reference };
    }
    if (status === 'PAID') {
      // Shown to the learner (decision 0065); kept even when the order goes to review.
      if (verified.instalmentPlan) await updateOrder(tx, order.id, { instalmentPlan: verified.instalmentPlan });
      if (order.status === 'PAID' || order.status === 'REVIEW') {
        deps.logger.warn({ reference, orderStatus: order.status }, 'another payment for an order already settled');
        return { result: 'RECORDED', reference };
      }
      const settled = await settlePaidOrder(tx, order, transaction, deps.now());
      if (settled.status === 'REVIEW') {
        deps.logger.warn({ reference, reason: settled.reason }, 'paid order needs review');
        return { result: 'REVIEW', reference, reason: settled.reason };
      }
      return { result: 'PAID', reference, invoiceNumber: settled.invoiceNumber };
    }
    if (status === 'FAILED' && order.status === 'PENDING') {
      await updateOrder(tx, order.id, { status: 'FAILED' });
      await releaseCouponReservations(tx, [order.id]);
      return { result: 'FAILED', reference };
    }
    if (status === 'PENDING' && verified.billReference)
      await recordKioskReference(tx, deps, order, verified.billReference);
    return { result: status === 'PENDING' ? 'PENDING' : 'RECORDED', reference };
  });
}
