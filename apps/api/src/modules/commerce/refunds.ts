// Refunds and order reviews in the studio (decision 0043): thin resolvers over the domain, which
// decides who may (administrators only).
import {
  refundOrder,
  resolveOrderReview,
  type OrderRefundResult,
  type OrderReviewResolution,
  type RefundView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { callerOf } from '../auth/caller';
import { OrderReviewActionEnum, RefundKindEnum, RefundStatusEnum } from './enums';

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
    confirmedAt: t.expose('confirmedAt', {
      type: 'DateTime',
      nullable: true,
      description: "When the provider's signed callback confirmed it",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OrderRefundRef = builder.objectRef<OrderRefundResult>('OrderRefund').implement({
  fields: (t) => ({
    orderId: t.exposeID('orderId'),
    reference: t.exposeString('reference'),
    total: t.exposeFloat('total', { description: 'EGP paid for the order' }),
    refunded: t.exposeFloat('refunded', { description: 'EGP given back so far' }),
    accessEnded: t.exposeBoolean('accessEnded', { description: "All of it went back: the order's access ended" }),
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
