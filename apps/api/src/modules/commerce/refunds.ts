// Refunds and order reviews in the studio (decision 0043): thin resolvers over the domain, which
// decides who may (administrators only).
import {
  getStudioOrder,
  listStudioOrders,
  refundOrder,
  resolveOrderReview,
  type OrderRefundResult,
  type OrderReviewResolution,
  type RefundView,
  type StudioCallbackView,
  type StudioOrderDetail,
  type StudioOrderItemView,
  type StudioOrderView,
  type StudioTransactionView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope } from '../../pagination';
import { callerOf } from '../auth/caller';
import { ProgramTypeEnum } from '../catalog/enums';
import {
  OrderReviewActionEnum,
  OrderStatusEnum,
  PaymentMethodEnum,
  RefundKindEnum,
  RefundStatusEnum,
  TransactionStatusEnum,
} from './enums';

const RefundRef = builder.objectRef<RefundView>('Refund').implement({
  description: 'Money given back on an order by an administrator',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderId: t.exposeID('orderId'),
    kind: t.expose('kind', { type: RefundKindEnum }),
    status: t.expose('status', { type: RefundStatusEnum }),
    amount: t.exposeFloat('amount', { description: 'EGP' }),
    reason: t.exposeString('reason'),
    actorId: t.exposeID('actorId', { description: 'The administrator who gave it back' }),
    providerReference: t.exposeString('providerReference', {
      nullable: true,
      description: "The provider's transaction for the refund or void",
    }),
    creditNoteNumber: t.exposeString('creditNoteNumber', {
      nullable: true,
      description: 'The credit note it issued; null when the order had no invoice',
    }),
    confirmedAt: t.expose('confirmedAt', {
      type: 'DateTime',
      nullable: true,
      description: "When the provider's signed callback confirmed it",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const OrderRefundRef = builder.objectRef<OrderRefundResult>('OrderRefund').implement({
  fields: (t) => ({
    orderId: t.exposeID('orderId'),
    reference: t.exposeString('reference'),
    total: t.exposeFloat('total', { description: 'EGP paid for the order' }),
    refunded: t.exposeFloat('refunded', { description: 'EGP given back so far' }),
    accessEnded: t.exposeBoolean('accessEnded', { description: "All of it went back: the order's access ended" }),
    creditNoteNumber: t.exposeString('creditNoteNumber', {
      nullable: true,
      description: 'The credit note issued for it; null when the order had no invoice',
    }),
    refund: t.field({ type: RefundRef, resolve: (r) => r.refund }),
  }),
});

const OrderReviewResolutionRef = builder.objectRef<OrderReviewResolution>('OrderReviewResolution').implement({
  fields: (t) => ({
    orderId: t.exposeID('orderId'),
    reference: t.exposeString('reference'),
    action: t.expose('action', { type: OrderReviewActionEnum }),
    status: t.exposeString('status', { description: 'PAID (granted) or CANCELLED (refunded)' }),
    invoiceNumber: t.exposeString('invoiceNumber', { nullable: true }),
  }),
});

const StudioOrderRef = builder.objectRef<StudioOrderView>('StudioOrder').implement({
  description: 'An order as administrators see it in the studio (money in EGP)',
  fields: (t) => ({
    id: t.exposeID('id'),
    reference: t.exposeString('reference'),
    status: t.expose('status', { type: OrderStatusEnum }),
    reviewReason: t.exposeString('reviewReason', { nullable: true }),
    buyerEmail: t.exposeString('buyerEmail'),
    buyerName: t.exposeString('buyerName'),
    subtotal: t.exposeFloat('subtotal'),
    discount: t.exposeFloat('discount'),
    vatRate: t.exposeFloat('vatRate', { description: 'Percent' }),
    vat: t.exposeFloat('vat'),
    total: t.exposeFloat('total'),
    refunded: t.exposeFloat('refunded', { description: 'Given back so far' }),
    couponCode: t.exposeString('couponCode', { nullable: true }),
    provider: t.exposeString('provider', { nullable: true }),
    invoiceNumber: t.exposeString('invoiceNumber', { nullable: true }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const StudioOrderItemRef = builder.objectRef<StudioOrderItemView>('StudioOrderItem').implement({
  fields: (t) => ({
    programId: t.exposeID('programId'),
    type: t.expose('type', { type: ProgramTypeEnum }),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    originalPrice: t.exposeFloat('originalPrice'),
    price: t.exposeFloat('price', { description: 'Charged before the coupon' }),
    discount: t.exposeFloat('discount'),
    vat: t.exposeFloat('vat'),
    paid: t.exposeFloat('paid'),
    ownedCredit: t.exposeFloat('ownedCredit', { description: "A diploma's credit for programs already owned" }),
  }),
});

const StudioTransactionRef = builder.objectRef<StudioTransactionView>('StudioTransaction').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    provider: t.exposeString('provider'),
    providerTransactionId: t.exposeString('providerTransactionId', { nullable: true }),
    status: t.expose('status', { type: TransactionStatusEnum }),
    amount: t.exposeFloat('amount'),
    currency: t.exposeString('currency'),
    cardBrand: t.exposeString('cardBrand', { nullable: true }),
    maskedPan: t.exposeString('maskedPan', { nullable: true }),
    callback: t.exposeString('callback', {
      nullable: true,
      description: 'The verified provider callback that recorded it, as JSON',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const StudioCallbackRef = builder.objectRef<StudioCallbackView>('StudioPaymentCallback').implement({
  description: 'A verified provider callback for the order, as it came, and what it did',
  fields: (t) => ({
    id: t.exposeID('id'),
    providerTransactionId: t.exposeString('providerTransactionId'),
    status: t.expose('status', { type: TransactionStatusEnum }),
    amount: t.exposeFloat('amount'),
    result: t.exposeString('result', {
      description: 'PAID, REVIEW, FAILED, PENDING, RECORDED, DUPLICATE, ORDER_MISMATCH',
    }),
    details: t.exposeString('details', { description: 'The verified callback, as JSON' }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime' }),
  }),
});

const StudioOrderDetailRef = builder.objectRef<StudioOrderDetail>('StudioOrderDetail').implement({
  fields: (t) => ({
    order: t.field({ type: StudioOrderRef, resolve: (d) => d.order }),
    providerOrderId: t.exposeString('providerOrderId', { nullable: true }),
    items: t.field({ type: [StudioOrderItemRef], resolve: (d) => d.items }),
    transactions: t.field({ type: [StudioTransactionRef], resolve: (d) => d.transactions }),
    refunds: t.field({ type: [RefundRef], resolve: (d) => d.refunds }),
    callbacks: t.field({ type: [StudioCallbackRef], resolve: (d) => d.callbacks }),
    refundable: t.exposeFloat('refundable', { description: 'EGP that may still be given back' }),
    paymentMethod: t.field({
      type: PaymentMethodEnum,
      nullable: true,
      description: 'How it was paid; null while unpaid or free',
      resolve: (d) => d.paymentMethod,
    }),
    refundThroughProvider: t.exposeBoolean('refundThroughProvider', {
      description: 'Cards and wallets are given back through the provider; kiosk cash and instalments are not',
    }),
  }),
});

builder.queryField('studioOrders', (t) =>
  t.field({
    type: paginatedEnvelope('StudioOrder', StudioOrderRef),
    description: 'Studio, administrators only: orders, newest first.',
    args: {
      paginate: t.arg({ type: PaginateInput }),
      search: t.arg.string({
        description: 'Order reference, transaction code or provider id, invoice number or e-mail',
      }),
      status: t.arg({ type: OrderStatusEnum }),
      from: t.arg({ type: 'DateTime', description: 'Created at or after' }),
      to: t.arg({ type: 'DateTime', description: 'Created before' }),
      programId: t.arg.id({ description: 'Orders holding this program' }),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => listStudioOrders(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.queryField('studioOrder', (t) =>
  t.field({
    type: envelopeOf('StudioOrderDetailResponse', StudioOrderDetailRef),
    description: 'Studio, administrators only: one order with its items, transactions and refunds.',
    args: { orderId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getStudioOrder(ctx.deps, callerOf(ctx), args)),
  }),
);

const RefundOrderInput = builder.inputType('RefundOrderInput', {
  fields: (t) => ({
    orderId: t.id(),
    amount: t.float({ description: 'EGP, at most what remains; absent: all that remains' }),
    reason: t.string({ description: 'Why (3–500 characters); kept with the refund and audited' }),
  }),
});

const ResolveOrderReviewInput = builder.inputType('ResolveOrderReviewInput', {
  fields: (t) => ({
    orderId: t.id(),
    action: t.field({ type: OrderReviewActionEnum }),
    reason: t.string({ description: 'Why (3–500 characters); audited' }),
  }),
});

builder.mutationField('refundOrder', (t) =>
  t.field({
    type: envelopeOf('RefundOrderResponse', OrderRefundRef),
    description:
      'Studio, administrators only: gives back all or part of a paid order through the provider (a same-day card payment is voided); all of it ends the access it paid for.',
    args: { input: t.arg({ type: RefundOrderInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => refundOrder(ctx.deps, callerOf(ctx), input), 'ORDER_REFUNDED'),
  }),
);

builder.mutationField('resolveOrderReview', (t) =>
  t.field({
    type: envelopeOf('ResolveOrderReviewResponse', OrderReviewResolutionRef),
    description: 'Studio, administrators only: grants an order held in REVIEW, or refunds it in full and cancels it.',
    args: { input: t.arg({ type: ResolveOrderReviewInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => resolveOrderReview(ctx.deps, callerOf(ctx), input), 'ORDER_REVIEW_RESOLVED'),
  }),
);
