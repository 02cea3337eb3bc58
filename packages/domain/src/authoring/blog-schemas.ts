import { SLUG_PATTERN } from '@manara/db';
import { z } from 'zod';
import { optional, paginateSchema, uuidField } from '../catalog/index';
import { optionalPlainTextField, plainTextField } from '../validation/index';

const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(120)
  .refine((v) => v === '' || SLUG_PATTERN.test(v), { message: 'slug' });
/** Rich text arrives as HTML and is sanitised before it is stored. */
const bodyField = z.preprocess((v) => v ?? '', z.string().max(100_000));
const tagsField = optional(z.array(plainTextField(40)).max(10)).transform((v) => v ?? []);
const versionField = z.number({ message: 'invalid' }).int().min(1);

/** What a post is created or saved with: the whole set each time (decision 0067). */
const blogFieldsShape = {
  arTitle: plainTextField(200),
  enTitle: plainTextField(200),
  arSummary: optionalPlainTextField(600, { multiline: true }),
  enSummary: optionalPlainTextField(600, { multiline: true }),
  arContent: bodyField,
  enContent: bodyField,
  arSeoTitle: optionalPlainTextField(70),
  enSeoTitle: optionalPlainTextField(70),
  arSeoDescription: optionalPlainTextField(160),
  enSeoDescription: optionalPlainTextField(160),
  /** Empty or absent: made from the English title. */
  slug: optional(slugField).transform((v) => v || null),
  /** A published COURSE_THUMBNAIL upload's key (the studio's checked image); null: none. */
  thumbnail: optional(z.string().trim().min(1).max(300)).transform((v) => v ?? null),
  altText: optionalPlainTextField(200),
  categoryId: uuidField,
  arTags: tagsField,
  enTags: tagsField,
  /** Administrators choose the author; a lecturer's post is always their own. */
  lecturerId: optional(uuidField).transform((v) => v ?? null),
};

export const createBlogSchema = z.object(blogFieldsShape);
export type BlogInput = z.output<typeof createBlogSchema>;

const blogTarget = { blogId: uuidField, version: versionField };

export const updateBlogSchema = z.object({ ...blogTarget, ...blogFieldsShape });
export const blogStatusChangeSchema = z.object(blogTarget);
export const publishBlogSchema = z.object({
  ...blogTarget,
  /** A later moment publishes then (the job runner); absent or past publishes now. */
  publishAt: optional(z.coerce.date({ message: 'invalid' })),
});
export const returnBlogSchema = z.object({ ...blogTarget, comment: plainTextField(1000, { multiline: true }) });

export const studioBlogStatusField = z.enum(['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED']);

export const studioBlogsSchema = z.object({
  paginate: paginateSchema,
  status: optional(studioBlogStatusField),
  search: optional(optionalPlainTextField(100)),
});

export const studioBlogSchema = z.object({ blogId: uuidField });
