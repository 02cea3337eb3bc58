// Lecturer earnings in the studio (decision 0060): thin resolvers over the domain, which decides who
// may (administrators every lecturer's and the writes; a lecturer their own statements only).
import {
  getEarningsStatement,
  listStudioEarnings,
  recordLecturerPayout,
  requestStatementDownload,
  setLecturerShare,
  type EarningLine,
  type EarningsStatementView,
  type LecturerEarnings,
  type StatementPayout,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { callerOf } from '../auth/caller';
import { LanguageEnum } from '../catalog/enums';
import { InvoiceDownloadRef } from '../invoices/download-invoice';

/** Piastres as EGP at the edge, like every money field of the API. */
const egp = (piastres: number) => piastres / 100;
const percent = (bps: number) => bps / 100;

const PayoutMethodEnum = builder.enumType('PayoutMethod', { values: ['BANK_TRANSFER', 'WALLET'] as const });
const EarningLineKindEnum = builder.enumType('EarningLineKind', { values: ['SALE', 'REFUND'] as const });
const StatementFormatEnum = builder.enumType('StatementFormat', { values: ['CSV', 'PDF'] as const });

const RevenueShareRef = builder.objectRef<LecturerEarnings['shares'][number]>('LecturerRevenueShare').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sharePercent: t.float({ resolve: (s) => percent(s.shareBps) }),
    effectiveFrom: t.exposeString('effectiveFrom', { description: 'YYYY-MM-DD, Cairo' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const LecturerEarningsRef = builder.objectRef<LecturerEarnings>('LecturerEarnings').implement({
  description: "A lecturer's revenue share history, earned, paid and balance (EGP)",
  fields: (t) => ({
    lecturerId: t.id({ resolve: (e) => e.lecturer.lecturerId }),
    firstName: t.string({ resolve: (e) => e.lecturer.firstName }),
    lastName: t.string({ resolve: (e) => e.lecturer.lastName }),
    arFirstName: t.string({ resolve: (e) => e.lecturer.arFirstName }),
    arLastName: t.string({ resolve: (e) => e.lecturer.arLastName }),
    shares: t.field({ type: [RevenueShareRef], resolve: (e) => e.shares }),
    shareVersion: t.exposeInt('shareVersion', { description: 'Send it back with the next share change' }),
    earned: t.float({ resolve: (e) => egp(e.earnedPiastres) }),
    paid: t.float({ resolve: (e) => egp(e.paidPiastres) }),
    balance: t.float({ description: 'Earned less paid', resolve: (e) => egp(e.balancePiastres) }),
  }),
});

const EarningLineRef = builder.objectRef<EarningLine>('EarningLine').implement({
  description: 'A sale or refund of an order line (or a diploma program part of it), in EGP',
  fields: (t) => ({
    kind: t.expose('kind', { type: EarningLineKindEnum }),
    day: t.exposeString('day', { description: 'YYYY-MM-DD, Cairo' }),
    orderReference: t.exposeString('orderReference'),
    programId: t.exposeID('programId'),
    arTitle: t.exposeString('arTitle'),
    enTitle: t.exposeString('enTitle'),
    arPartTitle: t.exposeString('arPartTitle', { nullable: true }),
    enPartTitle: t.exposeString('enPartTitle', { nullable: true }),
    gross: t.float({ resolve: (l) => egp(l.grossPiastres) }),
    vat: t.float({ resolve: (l) => egp(l.vatPiastres) }),
    coupon: t.float({ resolve: (l) => egp(l.couponPiastres) }),
    refunds: t.float({ resolve: (l) => egp(l.refundPiastres) }),
    net: t.float({ resolve: (l) => egp(l.netPiastres) }),
    sharePercent: t.float({ resolve: (l) => percent(l.shareBps) }),
    earning: t.float({ resolve: (l) => egp(l.earningPiastres) }),
  }),
});

const PayoutRef = builder.objectRef<StatementPayout>('LecturerPayout').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.float({ resolve: (p) => egp(p.amountPiastres) }),
    method: t.expose('method', { type: PayoutMethodEnum }),
    reference: t.exposeString('reference'),
    paidOn: t.exposeString('paidOn', { description: 'YYYY-MM-DD, Cairo' }),
  }),
});

const StatementRef = builder.objectRef<EarningsStatementView>('EarningsStatement').implement({
  description: "A lecturer's Cairo calendar month: opening balance, lines, payouts, closing balance (EGP)",
  fields: (t) => ({
    earnings: t.field({ type: LecturerEarningsRef, resolve: (v) => v.earnings }),
    month: t.string({ resolve: (v) => v.statement.month }),
    opening: t.float({ resolve: (v) => egp(v.statement.openingPiastres) }),
    lines: t.field({ type: [EarningLineRef], resolve: (v) => v.statement.lines }),
    payouts: t.field({ type: [PayoutRef], resolve: (v) => v.statement.payouts }),
    earned: t.float({ resolve: (v) => egp(v.statement.earnedPiastres) }),
    paid: t.float({ resolve: (v) => egp(v.statement.paidPiastres) }),
    closing: t.float({ resolve: (v) => egp(v.statement.closingPiastres) }),
  }),
});

const StatementResponse = envelopeOf('EarningsStatementResponse', StatementRef);

const EarningsListRef = builder.objectRef<{ items: LecturerEarnings[] }>('LecturerEarningsList').implement({
  fields: (t) => ({ items: t.field({ type: [LecturerEarningsRef], resolve: (l) => l.items }) }),
});

builder.queryField('studioEarnings', (t) =>
  t.field({
    type: envelopeOf('LecturerEarningsListResponse', EarningsListRef),
    description: "Studio: administrators see every lecturer's earnings; a lecturer sees their own.",
    resolve: (_root, _args, ctx) =>
      respond(ctx, async () => ({ items: await listStudioEarnings(ctx.deps, callerOf(ctx)) })),
  }),
);

builder.queryField('studioEarningsStatement', (t) =>
  t.field({
    type: StatementResponse,
    description:
      "Studio: a lecturer's statement for a Cairo month (this month when left out). A lecturer sees only their own (the id left out or theirs); an administrator names the lecturer.",
    args: {
      lecturerId: t.arg.id(),
      month: t.arg.string({ description: 'YYYY-MM; Arabic-Indic digits read' }),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => getEarningsStatement(ctx.deps, callerOf(ctx), args)),
  }),
);

const SetLecturerShareInput = builder.inputType('SetLecturerShareInput', {
  fields: (t) => ({
    lecturerId: t.id(),
    sharePercent: t.string({ description: '0–100 with up to two decimals; Arabic-Indic digits read' }),
    effectiveFrom: t.string({ description: 'YYYY-MM-DD, Cairo, today or later' }),
    version: t.int({ description: 'shareVersion as read' }),
  }),
});

builder.mutationField('setLecturerShare', (t) =>
  t.field({
    type: StatementResponse,
    description: "Administrators only: sets a lecturer's revenue share from a Cairo date on (today or later). Audited.",
    args: { input: t.arg({ type: SetLecturerShareInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => setLecturerShare(ctx.deps, callerOf(ctx), args.input), 'LECTURER_SHARE_SET'),
  }),
);

const RecordLecturerPayoutInput = builder.inputType('RecordLecturerPayoutInput', {
  fields: (t) => ({
    lecturerId: t.id(),
    amount: t.string({ description: 'EGP with up to two decimals, at most the balance; Arabic-Indic digits read' }),
    method: t.field({ type: PayoutMethodEnum }),
    reference: t.string({ description: 'The transfer or wallet reference, 1–120 characters' }),
    paidOn: t.string({ description: 'YYYY-MM-DD, Cairo, today or earlier' }),
  }),
});

builder.mutationField('recordLecturerPayout', (t) =>
  t.field({
    type: StatementResponse,
    description:
      "Administrators only: records a payout to a lecturer, at most their balance. Audited. Answers the payout month's statement.",
    args: { input: t.arg({ type: RecordLecturerPayoutInput }) },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => recordLecturerPayout(ctx.deps, callerOf(ctx), args.input), 'PAYOUT_RECORDED'),
  }),
);

const DownloadStatementInput = builder.inputType('DownloadEarningsStatementInput', {
  fields: (t) => ({
    lecturerId: t.id({ description: "Left out: the lecturer's own" }),
    month: t.string({ description: 'YYYY-MM' }),
    format: t.field({ type: StatementFormatEnum }),
    language: t.field({ type: LanguageEnum, description: "The file's language; the request's language when left out" }),
  }),
});

builder.queryField('downloadEarningsStatement', (t) =>
  t.field({
    type: envelopeOf('EarningsStatementDownloadResponse', InvoiceDownloadRef),
    description:
      "A short-lived link to a lecturer's month as CSV (UTF-8 with BOM) or PDF, for an administrator or that lecturer",
    args: { input: t.arg({ type: DownloadStatementInput }) },
    resolve: (_root, args, ctx) => respond(ctx, () => requestStatementDownload(ctx.deps, callerOf(ctx), args.input)),
  }),
);
