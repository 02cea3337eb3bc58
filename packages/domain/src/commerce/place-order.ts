import {
  cancelPendingOrders,
  findUserById,
  insertAnalyticsEvents,
  insertOrder,
  insertTransaction,
  listOrderItems,
  releaseCouponReservations,
  reserveCoupon,
  updateOrder,
  type DbOrTx,
  type OrderRow,
} from '@manara/db';
import type { Locale } from '@manara/i18n';
import type { Viewer } from '../deps';
import { AppError } from '../errors/index';
import { enforceRateLimits } from '../identity/index';
import { PaymentProviderError, type PaymentMethod } from '../ports/index';
import type { Offer } from './build-offer';
import { commerceSettingsOf, paymentCallbackUrls, type CommerceDeps } from './commerce-settings';
import { nationalWalletNumber, parseWalletNumber } from './parse-wallet-number';
import { isMethodAvailable, paymentMethodOptions } from './payment-methods';
import { newOrderReference, newTransactionCode } from './references';
import { settlePaidOrder } from './settle-paid-order';

/** docs/product/commerce.md payment intent response; all three are null for a free order, completed at once. */
export interface PaymentIntentView {
  paymentIntentId: string | null;
  paymentIntentSecretKey: string | null;
  paymentLink: string | null;
  /** Our order reference: the success page polls getTransactionByCode with it. */
  reference: string;
  orderStatus: OrderRow['status'];
}

/** Checkouts a learner may start: enough to retry, too few to hammer the provider. */
export const checkoutRateRule = { limit: 20, windowSeconds: 15 * 60 };

/** How the learner chose to pay (decision 0065); card when not given. */
interface PaymentChoice {
  payment_method?: PaymentMethod | undefined;
  wallet_number?: string | undefined;
}

/** Provider item names are short (Paymob takes 50 characters). */
const itemName = (title: string) => (title.length > 50 ? `${title.slice(0, 49)}…` : title);

async function createOrder(
  tx: DbOrTx,
  deps: CommerceDeps,
  userId: string,
  offer: Offer,
  fromCart: boolean,
  method: PaymentMethod,
): Promise<OrderRow> {
  if (offer.lines.length === 0) throw new AppError('CART_EMPTY');
  if (!offer.checkoutAvailable) throw new AppError('CHECKOUT_UNAVAILABLE');
  const { priced, coupon } = offer;
  const order = await insertOrder(
    tx,
    {
      reference: newOrderReference(),
      userId,
      subtotalPiastres: priced.subtotalPiastres,
      discountPiastres: priced.discountPiastres,
      vatRateBps: priced.vatRateBps,
      vatPiastres: priced.vatPiastres,
      totalPiastres: priced.totalPiastres,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      fromCart,
      // A free order is paid by no method.
      paymentMethod: priced.totalPiastres > 0 ? method : null,
    },
    offer.purchasable.map((line, i) => ({
      programId: line.program.id,
      type: line.program.type,
      arTitle: line.program.arTitle,
      enTitle: line.program.enTitle,
      originalPricePiastres: line.program.originalPrice,
      pricePiastres: priced.lines[i]!.pricePiastres,
      discountPiastres: priced.lines[i]!.discountPiastres,
      vatPiastres: priced.lines[i]!.vatPiastres,
      paidPiastres: priced.lines[i]!.paidPiastres,
      sortOrder: i,
      ownedCreditPiastres: line.credit?.creditPiastres ?? 0,
      creditedProgramIds: line.credit?.ownedPartIds ?? [],
    })),
  );
  if (coupon) {
    const minutes = commerceSettingsOf(deps).couponReservationMinutes;
    await reserveCoupon(tx, {
      couponId: coupon.id,
      userId,
      orderId: order.id,
      expiresAt: new Date(deps.now().getTime() + minutes * 60_000),
    });
  }
  return order;
}

/** A free order (e.g. a 100% coupon) completes at once, without the provider. */
async function completeFreeOrder(deps: CommerceDeps, order: OrderRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const paid = await insertTransaction(tx, {
      code: newTransactionCode(),
      orderId: order.id,
      userId: order.userId,
      provider: 'free',
      providerTransactionId: null,
      status: 'PAID',
      amountPiastres: 0,
      currency: order.currency,
    });
    const settled = await settlePaidOrder(tx, order, paid!, deps.now());
    if (settled.status !== 'PAID') throw new AppError('CHECKOUT_UNAVAILABLE');
  });
}

/**
 * Checkout and buy-now: replaces the learner's unpaid orders, creates the order from the offer
 * (built inside the same transaction, the coupon row locked while its uses are counted and a
 * place reserved), then asks the provider for a payment intent with our reference — outside the
 * transaction, so no lock waits on the network. A provider failure leaves the order PENDING
 * (a retry makes a new one) and answers PAYMENT_PROVIDER_UNAVAILABLE.
 */
export async function placeOrder(
  deps: CommerceDeps,
  viewer: Viewer,
  locale: Locale,
  fromCart: boolean,
  choice: PaymentChoice,
  buildOffer: (tx: DbOrTx) => Promise<Offer>,
): Promise<PaymentIntentView> {
  const method = choice.payment_method ?? 'CARD';
  const options = paymentMethodOptions(deps.payments.methods, commerceSettingsOf(deps).instalmentsMinimumPiastres);
  if (!options.some((o) => o.method === method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  await enforceRateLimits(deps, [[`checkout:user:${viewer.userId}`, checkoutRateRule]]);
  const order = await deps.db.transaction(async (tx) => {
    const replaced = await cancelPendingOrders(tx, viewer.userId);
    await releaseCouponReservations(tx, replaced);
    const offer = await buildOffer(tx);
    // Checked on the priced total (coupon and VAT applied): instalments have a minimum; a free order needs no method.
    const total = offer.priced.totalPiastres;
    if (total > 0 && !isMethodAvailable(options, method, total)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    const placed = await createOrder(tx, deps, viewer.userId, offer, fromCart, method);
    // Counted with the order it started (decision 0059).
    const lines = await listOrderItems(tx, [placed.id]);
    await insertAnalyticsEvents(
      tx,
      lines.map((line) => ({ kind: 'CHECKOUT_STARTED' as const, userId: viewer.userId, programId: line.programId })),
    );
    return placed;
  });
  if (order.totalPiastres === 0) {
    await completeFreeOrder(deps, order);
    return {
      paymentIntentId: null,
      paymentIntentSecretKey: null,
      paymentLink: null,
      reference: order.reference,
      orderStatus: 'PAID',
    };
  }
  const [user, items] = await Promise.all([findUserById(deps.db, viewer.userId), listOrderItems(deps.db, [order.id])]);
  const walletNumber = method === 'WALLET' ? parseWalletNumber(choice.wallet_number ?? '') : null;
  try {
    const intent = await deps.payments.createIntent({
      reference: order.reference,
      amountPiastres: order.totalPiastres,
      currency: 'EGP',
      // Free lines (a free program, or fully discounted) are left out: the rest still sum to the amount.
      items: items
        .filter((item) => item.paidPiastres > 0)
        .map((item) => ({
          name: itemName(locale === 'ar' ? item.arTitle : item.enTitle),
          amountPiastres: item.paidPiastres,
          quantity: 1,
        })),
      billing: {
        firstName: user?.firstName || 'NA',
        lastName: user?.lastName || 'NA',
        email: user?.email ?? 'NA',
        // A wallet is charged on its own number: the provider's page asks its owner for the code.
        phoneNumber: walletNumber ? nationalWalletNumber(walletNumber) : user?.phone || 'NA',
      },
      ...paymentCallbackUrls(deps, locale),
      locale,
      method,
      ...(walletNumber && { walletNumber }),
    });
    await updateOrder(deps.db, order.id, {
      provider: intent.provider,
      providerIntentId: intent.providerIntentId,
      providerOrderId: intent.providerOrderId,
    });
    return {
      paymentIntentId: intent.providerIntentId,
      paymentIntentSecretKey: intent.clientSecret,
      paymentLink: intent.checkoutUrl,
      reference: order.reference,
      orderStatus: 'PENDING',
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.warn({ reference: order.reference, kind: error.kind, status: error.status }, 'payment intent failed');
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
}
