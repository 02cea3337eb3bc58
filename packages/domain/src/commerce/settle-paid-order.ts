import {
  clearCartCouponOf,
  countCouponUses,
  findCouponById,
  hasPaidOrder,
  findUserById,
  insertAnalyticsEvents,
  insertEnrollments,
  insertInvoice,
  listOrderItems,
  lockUserCart,
  redeemCoupon,
  releaseCouponReservations,
  removeProgramsFromCart,
  updateOrder,
  type DbOrTx,
  type OrderItemRow,
  type OrderRow,
  type TransactionRow,
} from '@manara/db';
import { arFullName, enFullName } from '../identity/index';
import { notifyPurchaseCompleted } from '../notifications/index';
import { cairoYear } from './cairo-year';
import { isAnyOrderItemOwned } from './is-any-order-item-owned';

export type ReviewReason = 'AMOUNT_MISMATCH' | 'ALREADY_OWNED' | 'COUPON_LIMIT';

export type SettleOutcome = { status: 'PAID'; invoiceNumber: string } | { status: 'REVIEW'; reason: ReviewReason };

/** Why a verified payment cannot simply complete this order, if it cannot. */
async function reviewReasonOf(
  tx: DbOrTx,
  order: OrderRow,
  paid: TransactionRow,
  items: OrderItemRow[],
  now: Date,
): Promise<ReviewReason | null> {
  if (paid.amountPiastres !== order.totalPiastres || paid.currency !== order.currency) return 'AMOUNT_MISMATCH';
  if (await isAnyOrderItemOwned(tx, order.userId, items, now)) return 'ALREADY_OWNED';
  if (order.couponId) {
    // The order's own reservation may have lapsed while the learner paid: count everyone else's
    // uses under the coupon's row lock, so the limit holds whatever the timing.
    const coupon = await findCouponById(tx, order.couponId, true);
    if (coupon) {
      const uses = await countCouponUses(tx, { couponId: coupon.id, userId: order.userId, now });
      if (
        (coupon.maxUses !== null && uses.total >= coupon.maxUses) ||
        (coupon.maxUsesPerUser !== null && uses.byUser >= coupon.maxUsesPerUser)
      ) {
        return 'COUPON_LIMIT';
      }
      // Two first-purchase checkouts paid one after the other: only the first is a first purchase.
      if (coupon.firstPurchaseOnly && (await hasPaidOrder(tx, order.userId, order.id))) return 'COUPON_LIMIT';
    }
  }
  return null;
}

/**
 * The effect of a verified, successful payment (or of a free order), inside the caller's
 * transaction with the order row locked: either everything — order PAID, coupon use counted,
 * enrolments (a diploma's programs too), bought items out of the cart, the cart's coupon
 * cleared, the invoice numbered, the buyer notified — or, when the payment does not match the order,
 * the order goes to REVIEW and nothing is granted.
 */
export async function settlePaidOrder(
  tx: DbOrTx,
  order: OrderRow,
  paid: TransactionRow,
  now: Date,
  /** An administrator granting an order held in REVIEW settles it as it is (decision 0043). */
  { granted = false }: { granted?: boolean } = {},
): Promise<SettleOutcome> {
  await lockUserCart(tx, order.userId);
  const items = await listOrderItems(tx, [order.id]);
  const programIds = items.map((i) => i.programId);
  const reason = granted ? null : await reviewReasonOf(tx, order, paid, items, now);
  if (reason) {
    await updateOrder(tx, order.id, { status: 'REVIEW', reviewReason: reason, provider: paid.provider });
    await releaseCouponReservations(tx, [order.id]);
    return { status: 'REVIEW', reason };
  }
  await updateOrder(tx, order.id, { status: 'PAID', paidAt: now, provider: paid.provider });
  // In the paying transaction: a payment is counted exactly when it is (decision 0059).
  await insertAnalyticsEvents(
    tx,
    programIds.map((programId) => ({ kind: 'PAID' as const, userId: order.userId, programId })),
  );
  if (order.couponId) {
    await redeemCoupon(tx, { couponId: order.couponId, userId: order.userId, orderId: order.id, now });
    if (order.fromCart) await clearCartCouponOf(tx, order.userId, order.couponId);
  }
  const enrolled = await insertEnrollments(tx, {
    userId: order.userId,
    programIds,
    source: 'ORDER',
    orderId: order.id,
  });
  // A diploma's programs are owned now too: they leave the cart with it.
  await removeProgramsFromCart(tx, order.userId, [...new Set([...programIds, ...enrolled])]);
  const user = await findUserById(tx, order.userId);
  const invoice = await insertInvoice(tx, cairoYear(now), {
    orderId: order.id,
    transactionId: paid.id,
    userId: order.userId,
    arProvidedTo: user ? arFullName(user) : '',
    enProvidedTo: user ? enFullName(user) : '',
    couponCode: order.couponCode,
    subtotalPiastres: order.subtotalPiastres,
    discountPiastres: order.discountPiastres,
    vatRateBps: order.vatRateBps,
    vatPiastres: order.vatPiastres,
    totalPiastres: order.totalPiastres,
    currency: order.currency,
    issuedAt: now,
  });
  await notifyPurchaseCompleted(tx, order, now);
  return { status: 'PAID', invoiceNumber: invoice.number };
}
