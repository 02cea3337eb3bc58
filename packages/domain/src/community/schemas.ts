import { z } from 'zod';
import { optional, paginateSchema, uuidField } from '../catalog/index';
import { fileKeyField } from '../files/index';
import { optionalPlainTextField, plainTextField } from '../validation/index';

export const MAX_COMMENT_LENGTH = 2000;
export const MAX_REVIEW_LENGTH = 2000;
export const MAX_REPORT_DETAILS_LENGTH = 1000;
export const MAX_ATTACHMENT_NAME_LENGTH = 200;

export const reportReasonField = z.enum([
  'FALSE_CLAIMS',
  'HARASSMENT',
  'INAPPROPRIATE_CONTENT',
  'MISINFORMATION',
  'OFF_TOPIC',
  'PRIVACY_VIOLATION',
  'SPAM',
]);
export const reportTargetField = z.enum(['BLOG', 'COMMENT', 'COURSE', 'DIPLOMA', 'LECTURER', 'REVIEW', 'WORKSHOP']);
export type ReportReason = z.output<typeof reportReasonField>;
export type ReportTarget = z.output<typeof reportTargetField>;

const lowerUuid = uuidField.transform((v) => v.toLowerCase());

export const commentsInputSchema = z.object({ courseId: lowerUuid, paginate: paginateSchema });

export const createCommentSchema = z.object({
  courseId: lowerUuid,
  content: plainTextField(MAX_COMMENT_LENGTH, { multiline: true }),
  /** Replying: the comment answered (a reply to a reply joins the same thread). */
  parentId: optional(lowerUuid),
  /** A file uploaded with model COMMENT_ATTACHMENT, and the name to show for it. */
  attachment: optional(z.object({ key: fileKeyField, name: plainTextField(MAX_ATTACHMENT_NAME_LENGTH) })),
});

export const commentIdSchema = z.object({ commentId: lowerUuid });

export const reviewsInputSchema = z.object({ courseId: lowerUuid, paginate: paginateSchema });
export const reviewSummaryInputSchema = z.object({ courseId: lowerUuid });

export const addReviewSchema = z.object({
  learningProgramId: lowerUuid,
  rating: z.number({ message: 'rating' }).refine((v) => Number.isInteger(v) && v >= 1 && v <= 5, { message: 'rating' }),
  review: optionalPlainTextField(MAX_REVIEW_LENGTH, { multiline: true }),
});

export const reviewIdSchema = z.object({ reviewId: lowerUuid });

export const addReportSchema = z.object({
  target: reportTargetField,
  targetId: lowerUuid,
  reason: reportReasonField,
  details: optionalPlainTextField(MAX_REPORT_DETAILS_LENGTH, { multiline: true }),
});
