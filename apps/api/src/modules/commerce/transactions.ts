import {
  getTransactionByCode,
  listMyTransactions,
  type InstalmentPlanView,
  type KioskReferenceView,
  type PurchaseItemView,
  type TransactionView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, PaginateInput } from '../../pagination';
import { ProgramTypeEnum } from '../catalog/enums';
import { inLocale } from '../catalog/localized';
import { OrderStatusEnum, PaymentMethodEnum, TransactionStatusEnum } from './enums';

const PurchaseItemRef = builder.objectRef<PurchaseItemView>('PurchaseItem').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: "The program's id" }),
    type: t.expose('type', { type: ProgramTypeEnum }),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    title: t.string({ resolve: (i, _a, ctx) => inLocale(ctx, i.arTitle, i.enTitle) }),
    originalPrice: t.exposeFloat('originalPrice'),
    priceAfterDiscount: t.exposeFloat('priceAfterDiscount'),
  }),
});

const PaymentDetailsRef = builder.objectRef<TransactionView['paymentDetails']>('PaymentDetails').implement({
  fields: (t) => ({
    cardBrand: t.exposeString('cardBrand', { nullable: true }),
    maskedPan: t.exposeString('maskedPan', { nullable: true }),
    provider: t.exposeString('provider', { nullable: true }),
  }),
});

const KioskReferenceRef = builder.objectRef<KioskReferenceView>('KioskReference').implement({
  description: 'Kiosk cash (decision 0066): the bill reference to quote at an Aman or Masary kiosk',
  fields: (t) => ({
    billReference: t.exposeString('billReference'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'Pay before this; then the order is cancelled' }),
    lapsed: t.exposeBoolean('lapsed', { description: 'The window passed unpaid and the order was cancelled' }),
    sandboxKioskUrl: t.exposeString('sandboxKioskUrl', {
      nullable: true,
      description: "The sandbox's simulated kiosk that pays it; null with a real provider",
    }),
  }),
});

const InstalmentPlanRef = builder.objectRef<InstalmentPlanView>('InstalmentPlan').implement({
  description: "An instalment plan as the lender's paid callback gave it (decision 0065); any part may be unknown",
  fields: (t) => ({
    lender: t.exposeString('lender', { nullable: true }),
    months: t.exposeInt('months', { nullable: true }),
    monthlyAmount: t.exposeFloat('monthlyAmount', { nullable: true, description: 'EGP' }),
    downPayment: t.exposeFloat('downPayment', { nullable: true, description: 'EGP' }),
  }),
});

/** docs/product/commerce.md Transaction, with the order's reference and state. */
export const TransactionRef = builder.objectRef<TransactionView>('Transaction').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    title: t.string({ resolve: (x, _a, ctx) => inLocale(ctx, x.arTitle, x.enTitle) }),
    status: t.expose('status', { type: TransactionStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    totalAmount: t.exposeFloat('totalAmount', { description: 'EGP' }),
    paymentDetails: t.field({ type: PaymentDetailsRef, resolve: (x) => x.paymentDetails }),
    purchaseItems: t.field({ type: [PurchaseItemRef], resolve: (x) => x.purchaseItems }),
    reference: t.exposeString('reference'),
    orderStatus: t.expose('orderStatus', { type: OrderStatusEnum }),
    refunded: t.exposeFloat('refunded', { description: 'EGP given back on the order so far' }),
    invoiced: t.exposeBoolean('invoiced', { description: 'The order has an invoice (and any credit notes)' }),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodEnum, nullable: true }),
    kiosk: t.field({ type: KioskReferenceRef, nullable: true, resolve: (x) => x.kiosk }),
    instalmentPlan: t.field({ type: InstalmentPlanRef, nullable: true, resolve: (x) => x.instalmentPlan }),
  }),
});

builder.queryField('getMyTransactionsForUser', (t) =>
  t.field({
    type: paginatedEnvelope('Transaction', TransactionRef),
    description: "Signed-in only. The learner's own transactions, newest first",
    args: { paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => listMyTransactions(ctx.deps, ctx.caller, args, ctx.locale)),
  }),
);

builder.queryField('getTransactionByCode', (t) =>
  t.field({
    type: envelopeOf('TransactionResponse', TransactionRef),
    description: "A transaction code or an order reference; the learner's own only (else NOT_FOUND)",
    args: { code: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => getTransactionByCode(ctx.deps, ctx.caller, args, ctx.locale)),
  }),
);
