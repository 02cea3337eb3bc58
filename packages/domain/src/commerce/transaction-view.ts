import type { OrderItemRow, OrderRow, TransactionRow } from '@manara/db';
import { translate } from '@manara/i18n';
import { piastresToPounds } from '../catalog/index';

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
  };
}
