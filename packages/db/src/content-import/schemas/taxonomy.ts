import { z } from 'zod';
import { imageSpec, slug, text } from './common';

export const categorySchema = z.strictObject({
  slug,
  enName: text(80),
  arName: text(80),
  image: imageSpec.optional(),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});

export const blogCategorySchema = z.strictObject({
  slug,
  enName: text(80),
  arName: text(80),
  isActive: z.boolean().default(true),
  canBeDeleted: z.boolean().default(true),
});

/** Fields of training and job titles; referenced by their English name (or its slug). */
export const namedItemSchema = z.strictObject({
  enName: text(120),
  arName: text(120),
  isActive: z.boolean().default(true),
});

export const countrySchema = z.strictObject({
  isoCode: z.string().regex(/^[A-Z]{2}$/, 'Must be an ISO 3166-1 alpha-2 code in capitals'),
  enName: text(80),
  arName: text(80),
  dialCode: z.string().regex(/^\+[1-9][0-9]{0,3}$/, 'Must look like +20'),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});
