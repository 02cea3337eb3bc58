import {
  findOrderByReference,
  findTransactionByProviderId,
  insertTransaction,
  releaseCouponReservations,
  updateOrder,
  updateTransactionStatus,
  type TransactionRow,
} from '@manara/db';
import type { DomainDeps } from '../deps';
import type { VerifiedTransaction } from '../ports/index';
import { checkCallbackPairing } from './check-callback-pairing';
import { newTransactionCode } from './references';
import { settlePaidOrder, type ReviewReason } from './settle-paid-order';

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
 * Replays change nothing; a later callback only moves a PENDING transaction on, or marks a paid
 * one VOIDED/REFUNDED; an order already PAID or in REVIEW never changes state again.
 */
export async function confirmPayment(deps: DomainDeps, verified: VerifiedTransaction): Promise<ConfirmOutcome> {
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
  return deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const order = (await findOrderByReference(tx, reference, true))!;
    let transaction = await findTransactionByProviderId(tx, verified.providerTransactionId);
    if (transaction) {
      const movesOn = transaction.status === 'PENDING' && status !== 'PENDING';
      const reversed = transaction.status === 'PAID' && (status === 'VOIDED' || status === 'REFUNDED');
      if (!movesOn && !reversed) return { result: 'DUPLICATE', reference };
      await updateTransactionStatus(tx, transaction.id, status);
      if (reversed) {
        // Money went back to the learner; taking access away is an administrator's decision.
        deps.logger.warn({ reference, status }, 'a paid transaction was reversed by the provider');
        return { result: 'RECORDED', reference };
      }
      transaction = { ...transaction, status };
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
    return { result: status === 'PENDING' ? 'PENDING' : 'RECORDED', reference };
  });
}
