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
