// Learners' refund requests and the policy for them (decision 0057): thin resolvers over the domain,
// which decides who may (the order's owner asks; administrators set the policy and decide).
import {
  approveRefundRequest,
  getRefundPolicy,
  listStudioRefundRequests,
  loadRefundStandings,
  rejectRefundRequest,
  requestRefund,
  updateRefundPolicy,
  type RefundPolicyView,
  type RefundRequestView,
  type RefundStandingView,
  type StudioRefundRequestView,
  type TransactionView,
} from '@manara/domain';
import DataLoader from 'dataloader';
import type { RequestContext } from '../../context';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope } from '../../pagination';
import { callerOf } from '../auth/caller';
import { RefundIneligibilityEnum, RefundRequestStatusEnum } from './enums';
import { OrderRefundRef } from './refunds';
import { TransactionRef } from './transactions';

const RefundRequestRef = builder.objectRef<RefundRequestView>('RefundRequest').implement({
  description: "A learner's request for a refund of an order (decision 0057)",
  fields: (t) => ({
    id: t.exposeID('id'),
    orderId: t.exposeID('orderId'),
    status: t.expose('status', { type: RefundRequestStatusEnum }),
    reason: t.exposeString('reason', { description: "The learner's reason" }),
    daysSincePayment: t.exposeInt('daysSincePayment', { description: 'Whole days after payment when asked' }),
    consumedPercent: t.exposeInt('consumedPercent', {
      description: "Share of the order's lessons completed when asked",
    }),
    decisionReason: t.exposeString('decisionReason', {
      nullable: true,
      description: "The administrator's reason (a rejection's, or the refund's)",
    }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const RefundStandingRef = builder.objectRef<RefundStandingView>('RefundStanding').implement({
  description: 'Whether the owner may ask for a refund of an order now, and why not (decision 0057)',
  fields: (t) => ({
    orderId: t.exposeID('orderId'),
    eligible: t.exposeBoolean('eligible'),
    ineligibleBecause: t.expose('ineligibleBecause', { type: RefundIneligibilityEnum, nullable: true }),
    requestUntil: t.expose('requestUntil', {
      type: 'DateTime',
      nullable: true,
      description: "Until when a request is accepted (payment + the policy's days)",
    }),
    daysSincePayment: t.exposeInt('daysSincePayment'),
    consumedPercent: t.exposeInt('consumedPercent', { description: "Share of the order's lessons completed, percent" }),
    maxDays: t.exposeInt('maxDays'),
    maxConsumedPercent: t.exposeInt('maxConsumedPercent'),
    request: t.field({ type: RefundRequestRef, nullable: true, resolve: (s) => s.request }),
  }),
});

const perRequest = new WeakMap<RequestContext, DataLoader<string, RefundStandingView | null>>();

/** The refund standings of the viewer's orders, batched per request. */
function refundStandingOf(ctx: RequestContext, orderId: string): Promise<RefundStandingView | null> {
  let loader = perRequest.get(ctx);
  if (!loader)
    perRequest.set(
      ctx,
      (loader = new DataLoader((ids: readonly string[]) => loadRefundStandings(ctx.deps, ctx.caller, ids))),
    );
  return loader.load(orderId);
}

builder.objectField(TransactionRef, 'refundStanding', (t) =>
  t.field({
    type: RefundStandingRef,
    nullable: true,
    description: "The owner's refund request for the order, or whether one may be made (decision 0057)",
    resolve: (x: TransactionView, _a, ctx) => refundStandingOf(ctx, x.orderId),
  }),
);

const RefundPolicyRef = builder.objectRef<RefundPolicyView>('RefundPolicy').implement({
  description: "The school's policy for learners' refund requests (decision 0057)",
  fields: (t) => ({
    requestsEnabled: t.exposeBoolean('requestsEnabled'),
    maxDays: t.exposeInt('maxDays', { description: 'Whole days after payment within which a learner may ask' }),
    maxConsumedPercent: t.exposeInt('maxConsumedPercent', {
      description: "The most of the order's lessons completed (a diploma: its programs'), percent",
    }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When an administrator last set it; null while the defaults apply',
    }),
  }),
});

const StudioRefundRequestRef = builder.objectRef<StudioRefundRequestView>('StudioRefundRequest').implement({
  description: "A learner's refund request in the studio's queue (money in EGP)",
  fields: (t) => ({
    id: t.exposeID('id'),
    orderId: t.exposeID('orderId'),
    status: t.expose('status', { type: RefundRequestStatusEnum }),
    reason: t.exposeString('reason'),
    daysSincePayment: t.exposeInt('daysSincePayment'),
    consumedPercent: t.exposeInt('consumedPercent'),
    decisionReason: t.exposeString('decisionReason', { nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    orderReference: t.exposeString('orderReference'),
    orderTotal: t.exposeFloat('orderTotal'),
    orderRefunded: t.exposeFloat('orderRefunded'),
    buyerEmail: t.exposeString('buyerEmail'),
    buyerName: t.exposeString('buyerName'),
  }),
});

const RequestRefundInput = builder.inputType('RequestRefundInput', {
  fields: (t) => ({
    orderId: t.id(),
    reason: t.string({ description: 'Why (3–500 characters of plain text)' }),
  }),
});

builder.mutationField('requestRefund', (t) =>
  t.field({
    type: envelopeOf('RequestRefundResponse', RefundStandingRef),
    description:
      "Signed-in, the order's owner only (else NOT_FOUND): asks for a refund of a paid order within the school's refund policy; asking again while it waits answers the same request.",
    args: { input: t.arg({ type: RequestRefundInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => requestRefund(ctx.deps, callerOf(ctx), input), 'REFUND_REQUESTED'),
  }),
);

builder.queryField('studioRefundPolicy', (t) =>
  t.field({
    type: envelopeOf('RefundPolicyResponse', RefundPolicyRef),
    description: "Studio, administrators only: the policy for learners' refund requests.",
    resolve: (_root, _args, ctx) => respond(ctx, () => getRefundPolicy(ctx.deps, callerOf(ctx))),
  }),
);

const RefundPolicyInput = builder.inputType('RefundPolicyInput', {
  fields: (t) => ({
    requestsEnabled: t.boolean(),
    maxDays: t.string({ description: 'Whole days 0–365 (Arabic-Indic digits read)' }),
    maxConsumedPercent: t.string({ description: 'Whole percent 0–100 (Arabic-Indic digits read)' }),
  }),
});

builder.mutationField('updateRefundPolicy', (t) =>
  t.field({
    type: envelopeOf('UpdateRefundPolicyResponse', RefundPolicyRef),
    description: "Studio, administrators only: sets the policy for learners' refund requests; audited.",
    args: { input: t.arg({ type: RefundPolicyInput }) },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => updateRefundPolicy(ctx.deps, callerOf(ctx), input), 'REFUND_POLICY_SAVED'),
  }),
);

builder.queryField('studioRefundRequests', (t) =>
  t.field({
    type: paginatedEnvelope('StudioRefundRequest', StudioRefundRequestRef),
    description:
      "Studio, administrators only: learners' refund requests, waiting (oldest first) or decided (newest first).",
    args: {
      paginate: t.arg({ type: PaginateInput }),
      decided: t.arg.boolean({ description: 'true: decided requests; absent or false: waiting ones' }),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => listStudioRefundRequests(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.mutationField('approveRefundRequest', (t) =>
  t.field({
    type: envelopeOf('ApproveRefundRequestResponse', OrderRefundRef),
    description:
      "Studio, administrators only: grants a learner's refund request by refunding all that remains of the order (access ends); one decision per request.",
    args: {
      requestId: t.arg.id(),
      reason: t.arg.string({ description: "The refund's reason (3–500 characters); the learner's when absent" }),
    },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => approveRefundRequest(ctx.deps, callerOf(ctx), args), 'REFUND_REQUEST_APPROVED'),
  }),
);

builder.mutationField('rejectRefundRequest', (t) =>
  t.field({
    type: envelopeOf('RejectRefundRequestResponse', RefundRequestRef),
    description:
      "Studio, administrators only: refuses a learner's refund request with a reason the learner is told; one decision per request.",
    args: {
      requestId: t.arg.id(),
      reason: t.arg.string({ description: 'Why (3–500 characters); told to the learner and audited' }),
    },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => rejectRefundRequest(ctx.deps, callerOf(ctx), args), 'REFUND_REQUEST_REJECTED'),
  }),
);
