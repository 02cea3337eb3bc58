import type { OwnedInvoice } from '@manara/db';

export type InvoiceItemType = 'COURSE' | 'DIPLOMA' | 'WORKSHOP';

/** One invoice line (docs/product/commerce.md items); money in integer piastres. */
export interface InvoiceItemView {
  type: InvoiceItemType;
  arName: string;
  enName: string;
  /** Price charged before the coupon, without VAT. */
  pricePiastres: number;
  discountPiastres: number;
  taxPiastres: number;
  /** price − discount + tax. */
  amountPaidPiastres: number;
  /** The coupon that reduced this line, if it did. */
  discountCode: string | null;
}

/** An invoice as issued (docs/product/commerce.md Invoice plus the totals it prints); money in integer piastres. */
export interface InvoiceView {
  id: string;
  transactionId: string;
  transactionCode: string;
  invoiceNumber: string;
  invoiceDate: Date;
  arProvidedTo: string;
  enProvidedTo: string;
  couponCode: string | null;
  subtotalPiastres: number;
  discountPiastres: number;
  /** Basis points: 1400 = 14 %. The rate in force when the order was paid. */
  vatRateBps: number;
  vatPiastres: number;
  totalAmountPaidPiastres: number;
  currency: string;
  items: InvoiceItemView[];
  /** Credit notes against it (decision 0044); filled by getInvoiceByTransactionId, empty elsewhere. */
  creditNotes: CreditNoteSummary[];
}

/** A credit note as the invoice page lists it. */
export interface CreditNoteSummary {
  id: string;
  number: string;
  issuedAt: Date;
  totalPiastres: number;
}

/** Maps the stored invoice and its order lines; nothing is recomputed from today's prices. */
export function toInvoiceView({ invoice, transactionCode, items }: OwnedInvoice): InvoiceView {
  return {
    id: invoice.id,
    transactionId: invoice.transactionId,
    transactionCode,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issuedAt,
    arProvidedTo: invoice.arProvidedTo,
    enProvidedTo: invoice.enProvidedTo,
    couponCode: invoice.couponCode,
    subtotalPiastres: invoice.subtotalPiastres,
    discountPiastres: invoice.discountPiastres,
    vatRateBps: invoice.vatRateBps,
    vatPiastres: invoice.vatPiastres,
    totalAmountPaidPiastres: invoice.totalPiastres,
    currency: invoice.currency,
    items: items.map((item) => ({
      type: item.type,
      arName: item.arTitle,
      enName: item.enTitle,
      pricePiastres: item.pricePiastres,
      discountPiastres: item.discountPiastres,
      taxPiastres: item.vatPiastres,
      amountPaidPiastres: item.paidPiastres,
      discountCode: item.discountPiastres > 0 ? invoice.couponCode : null,
    })),
    creditNotes: [],
  };
}
