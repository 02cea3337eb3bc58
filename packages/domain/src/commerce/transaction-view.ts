import type { OrderItemRow, OrderRow, TransactionRow } from '@manara/db';
import { translate, type Locale } from '@manara/i18n';
import { piastresToPounds } from '../catalog/index';
import { PAYMENT_METHODS, type PaymentMethod } from '../ports/index';
import { paymentCallbackUrls, type CommerceDeps } from './commerce-settings';
import { methodOfSourceType } from './payment-methods';

/** Kiosk cash (decision 0066): the bill reference the learner quotes, and until when. */
export interface KioskReferenceView {
  billReference: string;
  expiresAt: Date;
  /** The window passed unpaid and the order was cancelled. */
  lapsed: boolean;
  /**
   * The sandbox's simulated kiosk that pays it (decision 0066): only while the order waits and only
   * with the sandbox provider; null with a real one.
   */
  sandboxKioskUrl: string | null;
}

/** An instalment plan as its lender gave it (decision 0065), amounts in EGP. */
export interface InstalmentPlanView {
  lender: string | null;
  months: number | null;
  monthlyAmount: number | null;
  downPayment: number | null;
}

export interface PurchaseItemView {
  /** The program's id. */
  id: string;
  type: OrderItemRow['type'];
  arTitle: string;
  enTitle: string;
  /** EGP: the catalogue's price before its own discount, and what was charged before the coupon. */
  originalPrice: number;
  priceAfterDiscount: number;
}

/** docs/product/commerce.md Transaction, plus the order's reference and state for the success page. */
export interface TransactionView {
  /** The transaction's id; the order's while no callback has arrived. */
  id: string;
  code: string;
  arTitle: string;
  enTitle: string;
  /** PAID, FAILED, PENDING, VOIDED or REFUNDED. */
  status: TransactionRow['status'];
  createdAt: Date;
  /** EGP. */
  totalAmount: number;
  paymentDetails: { cardBrand: string | null; maskedPan: string | null; provider: string | null };
  purchaseItems: PurchaseItemView[];
  reference: string;
  orderId: string;
  orderStatus: OrderRow['status'];
  /** EGP given back on the order so far (decision 0043). */
  refunded: number;
  /** The order was settled and invoiced (its invoice, and any credit notes, exist). */
  invoiced: boolean;
  /** How it is paid (decision 0065): chosen at checkout, or read from the paid callback of older orders. */
  paymentMethod: PaymentMethod | null;
  kiosk: KioskReferenceView | null;
  instalmentPlan: InstalmentPlanView | null;
}

/** What the learner's view needs beyond the rows: the time, and the sandbox's kiosk link maker. */
export interface TransactionViewContext {
  now: Date;
  kioskLink: (order: OrderRow) => string | null;
}

/** The view context for a request in `locale`: the kiosk link only exists with the sandbox provider. */
export function transactionViewContext(deps: CommerceDeps, locale: Locale): TransactionViewContext {
  const link = deps.payments.kioskPaymentLink?.bind(deps.payments);
  return {
    now: deps.now(),
    kioskLink: (order) =>
      link && order.providerOrderId
        ? link({
            reference: order.reference,
            providerOrderId: order.providerOrderId,
            amountPiastres: order.totalPiastres,
            locale,
            ...paymentCallbackUrls(deps, locale),
          })
        : null,
  };
}

const isMethod = (value: string | null): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly (string | null)[]).includes(value);

function methodOf(order: OrderRow, transaction: TransactionRow | null): PaymentMethod | null {
  if (isMethod(order.paymentMethod)) return order.paymentMethod;
  if (order.kioskReference) return 'KIOSK';
  // Orders from before the choice was stored: the method their callback signed.
  if (transaction && transaction.provider !== 'free')
    return methodOfSourceType((transaction.details as { sourceType?: unknown } | null)?.sourceType);
  return null;
}

function kioskOf(order: OrderRow, context: TransactionViewContext): KioskReferenceView | null {
  if (!order.kioskReference || !order.kioskExpiresAt) return null;
  const lapsed = order.status === 'CANCELLED' && order.kioskExpiresAt <= context.now;
  return {
    billReference: order.kioskReference,
    expiresAt: order.kioskExpiresAt,
    lapsed,
    sandboxKioskUrl: order.status === 'PENDING' ? context.kioskLink(order) : null,
  };
}

const poundsOrNull = (piastres: number | null) => (piastres === null ? null : piastresToPounds(piastres));

function planOf(order: OrderRow): InstalmentPlanView | null {
  const plan = order.instalmentPlan;
  if (!plan) return null;
  return {
    lender: plan.lender,
    months: plan.months,
    monthlyAmount: poundsOrNull(plan.monthlyPiastres),
    downPayment: poundsOrNull(plan.downPaymentPiastres),
  };
}

function titles(items: OrderItemRow[]) {
  return {
    arTitle: items.map((i) => i.arTitle).join(translate('ar', 'commerce.transactionTitleSeparator')),
    enTitle: items.map((i) => i.enTitle).join(translate('en', 'commerce.transactionTitleSeparator')),
  };
}

/** A transaction as learners see it; without one yet, the order itself as PENDING (or as it stands). */
export function toTransactionView(
  order: OrderRow,
  items: OrderItemRow[],
  transaction: TransactionRow | null,
  context: TransactionViewContext,
): TransactionView {
  return {
    id: transaction?.id ?? order.id,
    code: transaction?.code ?? order.reference,
    ...titles(items),
    status:
      transaction?.status ?? (order.status === 'PAID' ? 'PAID' : order.status === 'FAILED' ? 'FAILED' : 'PENDING'),
    createdAt: transaction?.createdAt ?? order.createdAt,
    totalAmount: piastresToPounds(transaction?.amountPiastres ?? order.totalPiastres),
    paymentDetails: {
      cardBrand: transaction?.cardBrand ?? null,
      maskedPan: transaction?.maskedPan ?? null,
      provider: transaction?.provider ?? order.provider,
    },
    purchaseItems: items.map((i) => ({
      id: i.programId,
      type: i.type,
      arTitle: i.arTitle,
      enTitle: i.enTitle,
      originalPrice: piastresToPounds(i.originalPricePiastres),
      priceAfterDiscount: piastresToPounds(i.pricePiastres),
    })),
    reference: order.reference,
    orderId: order.id,
    orderStatus: order.status,
    refunded: piastresToPounds(order.refundedPiastres),
    invoiced: order.paidAt !== null,
    paymentMethod: methodOf(order, transaction),
    kiosk: kioskOf(order, context),
    instalmentPlan: planOf(order),
  };
}
