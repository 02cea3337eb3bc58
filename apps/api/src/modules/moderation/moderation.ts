import {
  decideReports,
  getReportCase,
  listReportGroups,
  restoreReportedContent,
  revokeCertificate,
  unblockUser,
  type ReportCaseView,
  type ReportGroupView,
  type RevokedCertificateView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope } from '../../pagination';
import { callerOf } from '../auth/caller';
import { UserRoleEnum } from '../auth/enums';
import { ReportReasonEnum, ReportableTargetEnum } from '../community/reports';

// The studio's moderation (docs/product/studio.md, decision 0054): administrators only.

type Target = NonNullable<ReportGroupView['target']>;
type Author = NonNullable<Target['author']>;
type Report = ReportCaseView['reports'][number];

const ReportOutcomeEnum = builder.enumType('ReportOutcome', {
  values: ['HIDDEN', 'WARNED', 'BLOCKED', 'DISMISSED'] as const,
});
const ReportStatusEnum = builder.enumType('ReportStatus', { values: ['OPEN', 'RESOLVED', 'DISMISSED'] as const });
const ReportQueueEnum = builder.enumType('ReportQueue', {
  values: ['OPEN', 'DECIDED'] as const,
  description: 'Open reports, or those already decided',
});
const ModerationActionEnum = builder.enumType('ModerationAction', {
  values: ['HIDE', 'DISMISS', 'WARN', 'BLOCK'] as const,
});

const ReportAuthorRef = builder.objectRef<Author>('ReportedAuthor').implement({
  description: 'Who wrote or teaches a reported target: the one a warning or a block reaches',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    arFirstName: t.exposeString('arFirstName'),
    arLastName: t.exposeString('arLastName'),
    role: t.expose('role', { type: UserRoleEnum }),
    isBlocked: t.exposeBoolean('isBlocked'),
  }),
});

const ReportedTargetRef = builder.objectRef<Target>('ReportedTarget').implement({
  fields: (t) => ({
    arTitle: t.exposeString('arTitle', { description: 'The program, blog or lecturer it is or belongs to' }),
    enTitle: t.exposeString('enTitle'),
    excerpt: t.exposeString('excerpt', { description: "A comment's or review's own words; empty otherwise" }),
    rating: t.exposeInt('rating', { nullable: true }),
    hiddenAt: t.expose('hiddenAt', { type: 'DateTime', nullable: true }),
    path: t.exposeString('path', { description: 'The public page, site-relative, without the language prefix' }),
    author: t.field({ type: ReportAuthorRef, nullable: true, resolve: (target) => target.author }),
  }),
});

const ReasonCountRef = builder.objectRef<ReportGroupView['reasons'][number]>('ReportReasonCount').implement({
  fields: (t) => ({
    reason: t.expose('reason', { type: ReportReasonEnum }),
    count: t.exposeInt('count'),
  }),
});

const ReportGroupRef = builder.objectRef<ReportGroupView>('ReportGroup').implement({
  description: 'A reported target with its reports counted per reason',
  fields: (t) => ({
    targetType: t.expose('targetType', { type: ReportableTargetEnum }),
    targetId: t.exposeID('targetId'),
    total: t.exposeInt('total'),
    reasons: t.field({ type: [ReasonCountRef], resolve: (group) => group.reasons }),
    firstReportedAt: t.expose('firstReportedAt', { type: 'DateTime' }),
    lastReportedAt: t.expose('lastReportedAt', { type: 'DateTime' }),
    outcome: t.expose('outcome', { type: ReportOutcomeEnum, nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    target: t.field({
      type: ReportedTargetRef,
      nullable: true,
      description: 'Null once deleted',
      resolve: (group) => group.target,
    }),
  }),
});

const ReporterRef = builder.objectRef<Report['reporter']>('Reporter').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    arFirstName: t.exposeString('arFirstName'),
    arLastName: t.exposeString('arLastName'),
  }),
});

const TargetReportRef = builder.objectRef<Report>('TargetReport').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    reason: t.expose('reason', { type: ReportReasonEnum }),
    details: t.exposeString('details'),
    status: t.expose('status', { type: ReportStatusEnum }),
    outcome: t.expose('outcome', { type: ReportOutcomeEnum, nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    reporter: t.field({ type: ReporterRef, resolve: (report) => report.reporter }),
  }),
});

const ReportCaseRef = builder.objectRef<ReportCaseView>('ReportCase').implement({
  fields: (t) => ({
    group: t.field({ type: ReportGroupRef, resolve: (c) => c.group }),
    reports: t.field({ type: [TargetReportRef], resolve: (c) => c.reports }),
  }),
});

const RevokedCertificateRef = builder.objectRef<RevokedCertificateView>('RevokedCertificate').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    revokedAt: t.expose('revokedAt', { type: 'DateTime' }),
    revokedReason: t.exposeString('revokedReason'),
  }),
});

const UnblockedUserRef = builder.objectRef<{ userId: string; isBlocked: boolean }>('UnblockedUser').implement({
  fields: (t) => ({ userId: t.exposeID('userId'), isBlocked: t.exposeBoolean('isBlocked') }),
});

builder.queryField('studioReportGroups', (t) =>
  t.field({
    type: paginatedEnvelope('ReportGroup', ReportGroupRef),
    description: 'Studio, administrators only: reports grouped by target, most reported first.',
    args: {
      paginate: t.arg({ type: PaginateInput }),
      queue: t.arg({ type: ReportQueueEnum, description: 'OPEN (default) or DECIDED' }),
      targetType: t.arg({ type: ReportableTargetEnum }),
    },
    resolve: (_root, args, ctx) => respond(ctx, () => listReportGroups(ctx.deps, callerOf(ctx), args)),
  }),
);

const caseResponse = envelopeOf('ReportCaseResponse', ReportCaseRef);

builder.queryField('studioReportCase', (t) =>
  t.field({
    type: caseResponse,
    description: 'Studio, administrators only: one reported target with every report about it.',
    args: { targetId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => getReportCase(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.mutationField('decideReports', (t) =>
  t.field({
    type: caseResponse,
    description:
      "Administrators only: decides a target's open reports at once — HIDE (comments and reviews), DISMISS, WARN the author (message required) or BLOCK the author (sessions end; a comment or review is hidden too). Reporters are told. Decided meanwhile: REPORTS_ALREADY_DECIDED.",
    args: { targetId: t.arg.id(), action: t.arg({ type: ModerationActionEnum }), message: t.arg.string() },
    resolve: (_root, args, ctx) => respond(ctx, () => decideReports(ctx.deps, callerOf(ctx), args), 'REPORTS_DECIDED'),
  }),
);

builder.mutationField('restoreReportedContent', (t) =>
  t.field({
    type: caseResponse,
    description: 'Administrators only: shows a hidden comment or review again. Not hidden: NOTHING_TO_RESTORE.',
    args: { targetId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => restoreReportedContent(ctx.deps, callerOf(ctx), args), 'CONTENT_RESTORED'),
  }),
);

builder.mutationField('revokeCertificate', (t) =>
  t.field({
    type: envelopeOf('RevokedCertificateResponse', RevokedCertificateRef),
    description:
      'Administrators only: revokes a certificate by its printed code with a reason (3–500 characters); its verification page and Open Badge say revoked. Already revoked: CERTIFICATE_ALREADY_REVOKED.',
    args: { code: t.arg.string(), reason: t.arg.string() },
    resolve: (_root, args, ctx) =>
      respond(ctx, () => revokeCertificate(ctx.deps, callerOf(ctx), args), 'CERTIFICATE_REVOKED'),
  }),
);

builder.mutationField('unblockUser', (t) =>
  t.field({
    type: envelopeOf('UnblockedUserResponse', UnblockedUserRef),
    description: 'Administrators only: lifts a block. Not blocked: NOTHING_TO_RESTORE.',
    args: { userId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => unblockUser(ctx.deps, callerOf(ctx), args), 'USER_UNBLOCKED'),
  }),
);
