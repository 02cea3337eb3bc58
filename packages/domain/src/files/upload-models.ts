import type { UploadModel } from '@manara/db';

export const uploadModels = [
  'CATEGORY_IMAGE',
  'CERTIFICATE',
  'COMMENT_ATTACHMENT',
  'COURSE_ARTICLES',
  'COURSE_OUTCOMES',
  'COURSE_PROMO_VIDEO',
  'COURSE_THUMBNAIL',
  'COURSE_VIDEO',
  'INVOICE',
  'LECTURER_CV_FILE',
  'LESSON_RESOURCES',
  'PROFILE_PICTURE',
  'TOOL_IMAGE',
] as const satisfies readonly UploadModel[];

/** Models a visitor may upload signed out: a lecturer applicant's CV (decision 0018). */
export const signedOutUploadModels: readonly UploadModel[] = ['LECTURER_CV_FILE'];

/**
 * What any signed-in learner may upload: their own picture, comment attachments and a CV. Every
 * other model is course, catalogue, certificate or invoice material, for administrators and
 * lecturers only (decision 0035).
 */
export const learnerUploadModels: readonly UploadModel[] = [
  'PROFILE_PICTURE',
  'COMMENT_ATTACHMENT',
  'LECTURER_CV_FILE',
];
export const staffUploadRoles = ['ADMIN', 'LECTURER'] as const;

export type UploadClass = 'learner' | 'staff';
export const uploadClassOf = (model: UploadModel): UploadClass =>
  learnerUploadModels.includes(model) ? 'learner' : 'staff';

const MB = 1024 * 1024;
const images = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const documents = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
const videos = ['video/mp4'];

export interface UploadRule {
  /** Media types sniffed from the bytes that this model accepts. */
  types: readonly string[];
  maxBytes: number;
}

/**
 * What each docs/product/api.md upload model accepts (the spec names the models only; decision 0015 sets the
 * limits). Profile pictures arrive compressed to about 100 KB, so 5 MB is generous headroom.
 */
export const uploadRules: Record<UploadModel, UploadRule> = {
  PROFILE_PICTURE: { types: images, maxBytes: 5 * MB },
  CATEGORY_IMAGE: { types: images, maxBytes: 5 * MB },
  COURSE_THUMBNAIL: { types: images, maxBytes: 5 * MB },
  TOOL_IMAGE: { types: images, maxBytes: 5 * MB },
  COMMENT_ATTACHMENT: { types: [...images, 'application/pdf'], maxBytes: 10 * MB },
  LECTURER_CV_FILE: { types: documents, maxBytes: 10 * MB },
  CERTIFICATE: { types: ['application/pdf', ...images], maxBytes: 10 * MB },
  INVOICE: { types: ['application/pdf'], maxBytes: 10 * MB },
  COURSE_ARTICLES: { types: [...documents, ...images], maxBytes: 50 * MB },
  COURSE_OUTCOMES: { types: [...documents, ...images], maxBytes: 50 * MB },
  LESSON_RESOURCES: { types: [...documents, ...images, 'application/zip'], maxBytes: 50 * MB },
  COURSE_PROMO_VIDEO: { types: videos, maxBytes: 500 * MB },
  // One byte under 2 GiB: the limit is sent as a GraphQL Int (32-bit), and 2 GiB itself overflows it.
  COURSE_VIDEO: { types: videos, maxBytes: 2048 * MB - 1 },
};

/**
 * Bytes one user may upload per class in any 24 hours (decision 0035): checked uploads count their
 * size, unchecked ones the most their link allows. A learner's day is ten 10 MB attachments; a
 * lecturer's, ten full-length course videos.
 */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
export const uploadQuotas: Record<UploadClass, number> = {
  learner: 100 * MB,
  staff: 20 * 1024 * MB,
};

/**
 * Uploads never checked, and lecturer CVs no application names, are removed after this long
 * (docs/product/constants.md).
 */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Checked uploads no record names are removed this long after they were checked (decision 0077;
 * docs/product/constants.md): a week, so a program drafted over days keeps what its form holds.
 */
export const UNSAVED_UPLOAD_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
