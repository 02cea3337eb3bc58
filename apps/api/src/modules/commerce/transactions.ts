import { getTransactionByCode, listMyTransactions, type PurchaseItemView, type TransactionView } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, PaginateInput } from '../../pagination';
import { ProgramTypeEnum } from '../catalog/enums';
import { inLocale } from '../catalog/localized';
import { OrderStatusEnum, TransactionStatusEnum } from './enums';

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
  }),
});

builder.queryField('getMyTransactionsForUser', (t) =>
  t.field({
    type: paginatedEnvelope('Transaction', TransactionRef),
    description: "Signed-in only. The learner's own transactions, newest first",
    args: { paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => listMyTransactions(ctx.deps, ctx.caller, args)),
  }),
);

builder.queryField('getTransactionByCode', (t) =>
  t.field({
    type: envelopeOf('TransactionResponse', TransactionRef),
    description: "A transaction code or an order reference; the learner's own only (else NOT_FOUND)",
    args: { code: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => getTransactionByCode(ctx.deps, ctx.caller, args)),
  }),
);
