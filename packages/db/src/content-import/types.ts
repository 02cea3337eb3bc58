import type { DbOrTx } from '../client';
import type { ImageQueue } from './images/image-queue';

/** Kinds of records a content folder can hold, in the order they are imported. */
export const CONTENT_KINDS = [
  'media',
  'countries',
  'categories',
  'blogCategories',
  'fieldsOfTraining',
  'jobTitles',
  'lecturers',
  'programs',
  'diplomas',
  'blogs',
  'faqs',
  'policies',
] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ImportOptions {
  /** Hashes a password given in the content (lecturers); without it such records are rejected. */
  hashPassword?: (password: string) => Promise<string>;
  /** Directory the API serves uploads from; images are written under stable keys inside it. */
  uploadsDir: string;
  /** First segment of generated image keys; overrides the folder's `settings.mediaPrefix` (default "content"). */
  mediaPrefix?: string;
  /** Clock used for relative dates (live sessions, publish dates); defaults to now. */
  now?: Date;
}

export interface ImportIssue {
  /** File path relative to the imported folder, with forward slashes. */
  file: string;
  /** Field path inside the file, e.g. `programs[3].enTitle`. */
  path: string;
  message: string;
}

export interface ImportReport {
  imported: Record<ContentKind, number>;
  errors: ImportIssue[];
}

/** One record of a kind, as found in a file, before validation. */
export interface RawRecord {
  kind: ContentKind;
  file: string;
  /** Path of the record inside its file, e.g. `programs[3]`. */
  path: string;
  /** Position of the record among all records of its kind (stable default ordering). */
  ordinal: number;
  value: unknown;
}

/** Shared state while one folder is imported. */
export interface ImportContext {
  db: DbOrTx;
  options: ImportOptions;
  now: Date;
  mediaPrefix: string;
  /** Absolute folder being imported (for `file:` images). */
  folder: string;
  /** Media keys declared in this import (so records may reference them). */
  mediaKeys: Set<string>;
  /** Generated images, drawn in the background while records are written. */
  images: ImageQueue;
}
