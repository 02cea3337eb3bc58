import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../client';
import { embeddedFileKeys } from '../../schema/columns';
import {
  blogs,
  categories,
  comments,
  files,
  learningPrograms,
  lecturerApplications,
  lecturers,
  lessonResources,
  lessons,
  policies,
  users,
} from '../../schema/index';
import type { UploadModel } from './files';

/** A column that names an upload: by `files.id` (a foreign key) or by the file's key as its whole value. */
export type UploadReference = { by: 'id'; column: AnyPgColumn } | { by: 'key'; column: AnyPgColumn };

const byId = (column: AnyPgColumn): UploadReference => ({ by: 'id', column });
const byKey = (column: AnyPgColumn): UploadReference => ({ by: 'key', column });

/**
 * Where records name an upload of each model (decision 0077). Every model has an entry, so a new
 * one does not compile until someone says where it is saved. The sweep keeps a file any of these
 * columns names, whatever its model (`unreferenced`). Certificates and invoices are PDFs rendered
 * on request from their rows, never stored as uploads; no form saves a TOOL_IMAGE or
 * COURSE_OUTCOMES upload; COURSE_ARTICLES are the editor's inline pictures. Those live in rich
 * text only (`richTextReferences`), where any model may appear.
 */
export const uploadReferences: Record<UploadModel, readonly UploadReference[]> = {
  CATEGORY_IMAGE: [byKey(categories.image)],
  CERTIFICATE: [],
  COMMENT_ATTACHMENT: [byId(comments.attachmentFileId)],
  COURSE_ARTICLES: [],
  COURSE_OUTCOMES: [],
  COURSE_PROMO_VIDEO: [byKey(learningPrograms.promoVideo)],
  // A blog's cover is a thumbnail upload too.
  COURSE_THUMBNAIL: [byKey(learningPrograms.thumbnail), byKey(blogs.thumbnail)],
  // Our key, or the id a video host gave; a video may play in several lessons of a program.
  COURSE_VIDEO: [byKey(lessons.videoId)],
  INVOICE: [],
  // The application holds the file; an approved lecturer's profile copies its key.
  LECTURER_CV_FILE: [byId(lecturerApplications.cvFileId), byKey(lecturers.cvUrl)],
  LESSON_RESOURCES: [byKey(lessonResources.url)],
  // A learner's own picture and a lecturer's studio photo alike.
  PROFILE_PICTURE: [byKey(users.profilePicture)],
  TOOL_IMAGE: [],
};

/**
 * Sanitised HTML that may carry any published upload as a picture or a link (`/media/<key>`,
 * `/img/<key>?…`, relative or absolute), as pairs of columns, each pair indexed by
 * `embedded_file_keys` (migration 0051).
 */
export const richTextReferences: ReadonlyArray<readonly [AnyPgColumn, AnyPgColumn]> = [
  [learningPrograms.enAbout, learningPrograms.arAbout],
  [lessons.enContent, lessons.arContent],
  [blogs.enContent, blogs.arContent],
  [policies.contentEn, policies.contentAr],
];

const columnReferences = [...new Set(Object.values(uploadReferences).flat())];

/**
 * True for a file row (of the outer `files`) no record names: no column of the map holds its id or
 * key, and no rich text embeds its key. Each check is an index probe (a unique or partial b-tree
 * index per column, a GIN index per rich-text pair), so its cost grows with the files asked about,
 * not with the catalogue.
 */
export const unreferenced = (): SQL =>
  and(
    ...columnReferences.map(
      ({ by, column }) =>
        sql`not exists (select 1 from ${column.table} where ${eq(column, by === 'id' ? files.id : files.key)})`,
    ),
    ...richTextReferences.map(
      ([a, b]) => sql`not exists (select 1 from ${a.table} where ${embeddedFileKeys(a, b)} @> array[${files.key}])`,
    ),
  )!;

export interface UnusedUpload {
  id: string;
  key: string;
  model: UploadModel;
  /** A processed video's poster frame: a storage key, or the video host's address. */
  videoPoster: string | null;
}

/** The sweep's one question (decision 0077): which of the files `ids` no record names. */
export const unusedUploadsQuery = (db: DbOrTx, ids: readonly string[]) =>
  db
    .select({ id: files.id, key: files.key, model: files.model, videoPoster: files.videoPoster })
    .from(files)
    .where(and(inArray(files.id, [...ids]), unreferenced()));

export async function findUnusedUploads(db: DbOrTx, ids: readonly string[]): Promise<UnusedUpload[]> {
  return ids.length === 0 ? [] : unusedUploadsQuery(db, ids);
}
