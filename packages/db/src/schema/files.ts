import { bigint, boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './identity';

/** docs/product/api.md upload models: what an uploaded file is for; each has its own types and size limit. */
export const uploadModelEnum = pgEnum('upload_model', [
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
]);

/**
 * One uploaded object. A row is created with the upload link (contentType and size still null);
 * `uploadFile` checks the bytes and fills them in (uploadedAt). Private unless made public.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    /** Null for the few models a visitor may upload signed out (a lecturer applicant's CV). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    model: uploadModelEnum('model').notNull(),
    /** Random object name in the storage; never derived from the client's file name. */
    key: text('key').notNull().unique(),
    /** Sniffed from the bytes, not taken from the client. */
    contentType: text('content_type'),
    size: bigint('size', { mode: 'number' }),
    isPublic: boolean('is_public').notNull().default(false),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);
