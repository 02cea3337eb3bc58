import type {
  OrderItemRow,
  OrderRow,
  PaymentCallbackRow,
  RefundRow,
  StudioOrderListRow,
  TransactionRow,
} from '@manara/db';
import type { PaymentMethod } from '../ports/index';
import { methodOfSourceType, providerRefunds } from './payment-methods';
import { toRefundView, type RefundView } from './refund-view';

const egp = (piastres: number) => piastres / 100;

/** An order in the studio's list (money in EGP). */
export interface StudioOrderView {
  id: string;
  reference: string;
  status: OrderRow['status'];
  reviewReason: string | null;
  buyerEmail: string;
  buyerName: string;
  subtotal: number;
  discount: number;
  vatRate: number;
  vat: number;
  total: number;
  refunded: number;
  couponCode: string | null;
  provider: string | null;
  invoiceNumber: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

export interface StudioOrderItemView {
  programId: string;
  type: OrderItemRow['type'];
  arTitle: string;
  enTitle: string;
  originalPrice: number;
  price: number;
  discount: number;
  vat: number;
  paid: number;
  ownedCredit: number;
}

/** A provider transaction with the verified callback that recorded it. */
export interface StudioTransactionView {
  id: string;
  code: string;
  provider: string;
  providerTransactionId: string | null;
  status: TransactionRow['status'];
  amount: number;
  currency: string;
  cardBrand: string | null;
  maskedPan: string | null;
  /** The verified callback as the adapter read it (JSON), null for free orders. */
  callback: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A verified provider callback as it came, and what it did. */
export interface StudioCallbackView {
  id: string;
  providerTransactionId: string;
  status: PaymentCallbackRow['status'];
  amount: number;
  result: string;
  /** The verified callback (JSON). */
  details: string;
  receivedAt: Date;
}

export interface StudioOrderDetail {
  order: StudioOrderView;
  providerOrderId: string | null;
  items: StudioOrderItemView[];
  transactions: StudioTransactionView[];
  refunds: RefundView[];
  callbacks: StudioCallbackView[];
  /** What may still be given back (EGP): the paid transaction less refunds that have not failed. */
  refundable: number;
  /** How the order was paid, from its paid callback; null while unpaid or free. */
  paymentMethod: PaymentMethod | null;
  /** Whether the provider can give the money back (cards and wallets; decision 0065). */
  refundThroughProvider: boolean;
}

export function toStudioOrderView(row: StudioOrderListRow): StudioOrderView {
  const { order } = row;
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    reviewReason: order.reviewReason,
    buyerEmail: row.email,
    buyerName: `${row.firstName} ${row.lastName}`.trim(),
    subtotal: egp(order.subtotalPiastres),
    discount: egp(order.discountPiastres),
    vatRate: order.vatRateBps / 100,
    vat: egp(order.vatPiastres),
    total: egp(order.totalPiastres),
    refunded: egp(order.refundedPiastres),
    couponCode: order.couponCode,
    provider: order.provider,
    invoiceNumber: row.invoiceNumber,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
  };
}

export function toStudioOrderDetail(
  row: StudioOrderListRow,
  items: OrderItemRow[],
  transactions: TransactionRow[],
  refunds: RefundRow[],
  callbacks: PaymentCallbackRow[],
  /** Credit-note numbers by refund id. */
  creditNotes: ReadonlyMap<string, string> = new Map(),
): StudioOrderDetail {
  const paid = transactions.find((t) => t.status === 'PAID' && t.provider !== 'free');
  const open = refunds.filter((r) => r.status !== 'FAILED').reduce((sum, r) => sum + r.amountPiastres, 0);
  const method = paid ? methodOfSourceType((paid.details as { sourceType?: unknown } | null)?.sourceType) : null;
  return {
    order: toStudioOrderView(row),
    providerOrderId: row.order.providerOrderId,
    items: items.map((i) => ({
      programId: i.programId,
      type: i.type,
      arTitle: i.arTitle,
      enTitle: i.enTitle,
      originalPrice: egp(i.originalPricePiastres),
      price: egp(i.pricePiastres),
      discount: egp(i.discountPiastres),
      vat: egp(i.vatPiastres),
      paid: egp(i.paidPiastres),
      ownedCredit: egp(i.ownedCreditPiastres),
    })),
    transactions: transactions.map((t) => ({
      id: t.id,
      code: t.code,
      provider: t.provider,
      providerTransactionId: t.providerTransactionId,
      status: t.status,
      amount: egp(t.amountPiastres),
      currency: t.currency,
      cardBrand: t.cardBrand,
      maskedPan: t.maskedPan,
      callback: t.details ? JSON.stringify(t.details) : null,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })),
    refunds: refunds.map((r) => toRefundView(r, creditNotes.get(r.id) ?? null)),
    callbacks: callbacks.map((c) => ({
      id: c.id,
      providerTransactionId: c.providerTransactionId,
      status: c.status,
      amount: egp(c.amountPiastres),
      result: c.result,
      details: JSON.stringify(c.details),
      receivedAt: c.receivedAt,
    })),
    refundable: paid ? egp(Math.max(0, paid.amountPiastres - open)) : 0,
    paymentMethod: method,
    refundThroughProvider: method !== null && providerRefunds(method),
  };
}
