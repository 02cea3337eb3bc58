import { addReport, type ReportReceipt } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';

// docs/product/api.md enumerations.
export const ReportReasonEnum = builder.enumType('ReportReason', {
  values: [
    'FALSE_CLAIMS',
    'HARASSMENT',
    'INAPPROPRIATE_CONTENT',
    'MISINFORMATION',
    'OFF_TOPIC',
    'PRIVACY_VIOLATION',
    'SPAM',
  ] as const,
});
export const ReportableTargetEnum = builder.enumType('ReportableTarget', {
  values: ['BLOG', 'COMMENT', 'COURSE', 'DIPLOMA', 'LECTURER', 'REVIEW', 'WORKSHOP'] as const,
});

const AddReportInput = builder.inputType('AddReportInput', {
  fields: (t) => ({
    target: t.field({ type: ReportableTargetEnum }),
    targetId: t.id(),
    reason: t.field({ type: ReportReasonEnum }),
    details: t.string({ description: 'Optional plain text, up to 1000 characters' }),
  }),
});

const ReportRef = builder.objectRef<ReportReceipt>('Report').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    target: t.expose('target', { type: ReportableTargetEnum }),
    targetId: t.exposeID('targetId'),
    reason: t.expose('reason', { type: ReportReasonEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('addReport', (t) =>
  t.field({
    type: envelopeOf('ReportResponse', ReportRef),
    description: 'Signed-in only. Stored for moderation; once per user and target (ALREADY_REPORTED)',
    args: { input: t.arg({ type: AddReportInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => addReport(ctx.deps, ctx.caller, args.input)),
  }),
);
