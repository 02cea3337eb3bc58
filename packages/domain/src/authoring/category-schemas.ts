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

/** What a category is created or saved with (the whole set each time; decision 0064). */
const categoryFieldsShape = {
  arName: plainTextField(80),
  enName: plainTextField(80),
  /** Empty or absent: made from the English name. */
  slug: optional(slugField).transform((v) => v || null),
  /** A published CATEGORY_IMAGE upload's key; null: none. */
  image: optional(z.string().trim().min(1).max(300)).transform((v) => v ?? null),
  isActive: optional(z.boolean()).transform((v) => v ?? true),
  sortOrder: optional(z.number({ message: 'invalid' }).int().min(0).max(10_000)).transform((v) => v ?? 0),
};

export const createCategorySchema = z.object(categoryFieldsShape);
export type CategoryInput = z.output<typeof createCategorySchema>;

const versionField = z.number({ message: 'invalid' }).int().min(1);

export const updateCategorySchema = z.object({ categoryId: uuidField, version: versionField, ...categoryFieldsShape });
export const deleteCategorySchema = z.object({ categoryId: uuidField, version: versionField });
export const studioCategorySchema = z.object({ categoryId: uuidField });
