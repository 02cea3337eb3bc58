import {
  invoiceSeller,
  piastresToPounds as pounds,
  type CreditNoteSummary,
  type InvoiceItemView,
  type InvoiceSeller,
  type InvoiceView,
} from '@manara/domain';
import { builder } from '../../builder';
import { ProgramTypeEnum } from '../catalog/enums';
import { inLocale } from '../catalog/localized';

const InvoiceItemRef = builder.objectRef<InvoiceItemView>('InvoiceItem').implement({
  description: 'docs/product/commerce.md invoice line; amounts in EGP',
  fields: (t) => ({
    type: t.expose('type', { type: ProgramTypeEnum }),
    arName: t.exposeString('arName'),
    enName: t.exposeString('enName'),
    name: t.string({ resolve: (i, _a, ctx) => inLocale(ctx, i.arName, i.enName) }),
    price: t.float({ description: 'Before the coupon, without VAT', resolve: (i) => pounds(i.pricePiastres) }),
    discountAmount: t.float({ resolve: (i) => pounds(i.discountPiastres) }),
    tax: t.float({ resolve: (i) => pounds(i.taxPiastres) }),
    amountPaid: t.float({ description: 'price − discountAmount + tax', resolve: (i) => pounds(i.amountPaidPiastres) }),
    discountCode: t.exposeString('discountCode', { nullable: true }),
  }),
});

const InvoiceSellerRef = builder.objectRef<InvoiceSeller>('InvoiceSeller').implement({
  fields: (t) => ({
    arName: t.exposeString('arName'),
    enName: t.exposeString('enName'),
    name: t.string({ resolve: (s, _a, ctx) => inLocale(ctx, s.arName, s.enName) }),
    arAddress: t.exposeString('arAddress'),
    enAddress: t.exposeString('enAddress'),
    address: t.string({ resolve: (s, _a, ctx) => inLocale(ctx, s.arAddress, s.enAddress) }),
    taxRegistrationNumber: t.exposeString('taxRegistrationNumber'),
  }),
});

const CreditNoteRef = builder.objectRef<CreditNoteSummary>('CreditNote').implement({
  description: 'Money given back against the invoice (decision 0044); amounts in EGP',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'CN-<year>-<6 digits>, its own series' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    total: t.float({ description: 'Given back, VAT included', resolve: (c) => pounds(c.totalPiastres) }),
  }),
});

/** docs/product/commerce.md Invoice plus what the invoice page prints (totals, VAT rate, seller); amounts in EGP. */
export const InvoiceRef = builder.objectRef<InvoiceView>('Invoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    transactionId: t.exposeID('transactionId'),
    transactionCode: t.exposeString('transactionCode'),
    invoiceNumber: t.exposeString('invoiceNumber'),
    invoiceDate: t.expose('invoiceDate', { type: 'DateTime' }),
    arProvidedTo: t.exposeString('arProvidedTo'),
    enProvidedTo: t.exposeString('enProvidedTo'),
    providedTo: t.string({ resolve: (i, _a, ctx) => inLocale(ctx, i.arProvidedTo, i.enProvidedTo) }),
    couponCode: t.exposeString('couponCode', { nullable: true }),
    subtotal: t.float({
      description: 'Sum of line prices before discount and VAT',
      resolve: (i) => pounds(i.subtotalPiastres),
    }),
    discountAmount: t.float({ resolve: (i) => pounds(i.discountPiastres) }),
    vatRate: t.float({ description: 'Percent, e.g. 14', resolve: (i) => i.vatRateBps / 100 }),
    vatAmount: t.float({ resolve: (i) => pounds(i.vatPiastres) }),
    totalAmountPaid: t.float({ resolve: (i) => pounds(i.totalAmountPaidPiastres) }),
    currency: t.exposeString('currency'),
    items: t.field({ type: [InvoiceItemRef], resolve: (i) => i.items }),
    creditNotes: t.field({ type: [CreditNoteRef], resolve: (i) => i.creditNotes }),
    seller: t.field({ type: InvoiceSellerRef, resolve: (_invoice, _args, ctx) => invoiceSeller(ctx.deps) }),
  }),
});
