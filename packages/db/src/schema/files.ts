import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
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

/** Where a checked lesson video is in its processing (decision 0062): reading it, playable, or refused. */
export const videoStatusEnum = pgEnum('video_status', ['PROCESSING', 'READY', 'FAILED']);

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
    /** Lesson videos only: null until checked (and where nothing processes videos). */
    videoStatus: videoStatusEnum('video_status'),
    /** Why processing failed: `notVideo`, `toolMissing` or `failed` (a message key). */
    videoFailure: text('video_failure'),
    /** Read from the file on the server (ffprobe) or from the video host; null until READY. */
    videoDurationSeconds: integer('video_duration_seconds'),
    /** The poster frame: a public storage key (`/media/<key>`) or the host's absolute thumbnail URL. */
    videoPoster: text('video_poster'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

/**
 * Where the sweep of uploads no record uses (decision 0077) stopped: it walks checked files in id
 * order and the next run carries on after `afterFileId` (null: from the first). One row.
 */
export const uploadSweep = pgTable(
  'upload_sweep',
  {
    id: integer('id').primaryKey().default(1),
    afterFileId: uuid('after_file_id'),
    updatedAt: updatedAt(),
  },
  (t) => [check('upload_sweep_one_row', sql`${t.id} = 1`)],
);
