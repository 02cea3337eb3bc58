import { z } from 'zod';
import { safeUrl, sanitizeHtml } from '../sanitize-html';
import { SLUG_PATTERN } from '../slug';

/** Trimmed, non-empty text of at most `max` characters. */
export const text = (max: number) => z.string().trim().min(1, 'Must not be empty').max(max);
export const optionalText = (max: number) => z.string().trim().max(max).default('');

/** Rich text: length checked on the input, then sanitised (allow-list). */
export const html = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .max(max)
    .transform((value) => sanitizeHtml(value));
export const optionalHtml = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .default('')
    .transform((value) => sanitizeHtml(value));

export const slug = z.string().max(120).regex(SLUG_PATTERN, 'Must be lower-case letters, digits and single hyphens');

/** A reference to another record by its slug or key. */
export const ref = z.string().trim().min(1, 'Must not be empty').max(200);

/** Integer piastres (1 EGP = 100), at most 1,000,000 EGP. */
export const piastres = z.number().int('Must be an integer number of piastres').min(0).max(100_000_000);

export const isoDate = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** http(s) or site-relative URL. */
export const url = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((value) => safeUrl(value) !== null, 'Must be an http(s) or relative URL');

export const mediaKey = z
  .string()
  .max(300)
  .regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*\.(webp|jpg|jpeg|png)$/, 'Must be a media key like demo/x.webp')
  .refine((value) => !value.includes('..'), 'Must not contain ".."');

/**
 * An image for a record: a media key (declared under `media` or already in the uploads dir),
 * `{ generate: true }` for a generated picture (a category-themed cover, or a lecturer's portrait
 * showing `figure: woman | man`), or `{ file }` to copy a file of the content folder.
 */
export const imageSpec = z.union([
  mediaKey,
  z.strictObject({ generate: z.literal(true), figure: z.enum(['woman', 'man']).optional() }),
  z.strictObject({
    file: z
      .string()
      .max(300)
      .regex(/\.(webp|jpg|jpeg|png)$/i, 'Must be a .webp, .jpg or .png file')
      .refine((value) => !value.split(/[\\/]/).includes('..') && !value.startsWith('/'), 'Must stay inside the folder'),
  }),
]);
export type ImageSpec = z.infer<typeof imageSpec>;

/** Maps zod's messages for missing values to a plain "Required". */
export const requiredErrorMap = (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined;
