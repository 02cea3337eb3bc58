import { SLUG_PATTERN } from '@manara/db';
import { z } from 'zod';
import { optional, uuidField } from '../catalog/index';
import { plainTextField } from '../validation/index';

const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(120)
  .refine((v) => v === '' || SLUG_PATTERN.test(v), { message: 'slug' });
const versionField = z.number({ message: 'invalid' }).int().min(1);

/** What a blog category is created or saved with (the whole set each time; decision 0067). */
const blogCategoryShape = {
  arName: plainTextField(80),
  enName: plainTextField(80),
  /** Empty or absent: made from the English name. */
  slug: optional(slugField).transform((v) => v || null),
  isActive: optional(z.boolean()).transform((v) => v ?? true),
  sortOrder: optional(z.number({ message: 'invalid' }).int().min(0).max(10_000)).transform((v) => v ?? 0),
};

export const createBlogCategorySchema = z.object(blogCategoryShape);
export type BlogCategoryInput = z.output<typeof createBlogCategorySchema>;
export const updateBlogCategorySchema = z.object({
  blogCategoryId: uuidField,
  version: versionField,
  ...blogCategoryShape,
});
export const deleteBlogCategorySchema = z.object({ blogCategoryId: uuidField, version: versionField });
export const studioBlogCategorySchema = z.object({ blogCategoryId: uuidField });
