import { z } from 'zod';
import { optional, paginateSchema, uuidField } from '../catalog/index';
import { optionalPlainTextField, plainTextField } from '../validation/index';

/** The seven kinds of reportable target (docs/product/api.md). */
export const reportTargetSchema = z.enum(['BLOG', 'COMMENT', 'COURSE', 'DIPLOMA', 'LECTURER', 'REVIEW', 'WORKSHOP']);

/** The moderation queue: open reports (default) or decided ones, optionally of one kind of target. */
export const reportGroupsInputSchema = z.object({
  paginate: paginateSchema,
  queue: optional(z.enum(['OPEN', 'DECIDED'])).transform((v) => v ?? 'OPEN'),
  targetType: optional(reportTargetSchema),
});

/** A reported target by its id (ids are unique across kinds of target). */
export const reportTargetInputSchema = z.object({ targetId: uuidField });

/**
 * A moderator's decision on a target's open reports (decision 0054). A warning carries the words
 * its author reads; hiding and blocking may say why for the audit log.
 */
export const decideReportsInputSchema = reportTargetInputSchema
  .extend({
    action: z.enum(['HIDE', 'DISMISS', 'WARN', 'BLOCK']),
    message: optionalPlainTextField(1000, { multiline: true }),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'WARN' && !input.message)
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'required' });
  });

/** A certificate is revoked by its printed code, with a reason its holder and the public page show. */
export const revokeCertificateInputSchema = z.object({
  code: z.string().trim().toUpperCase().min(1).max(40),
  reason: plainTextField(500, { min: 3, multiline: true }),
});

export const unblockUserInputSchema = z.object({ userId: uuidField });
