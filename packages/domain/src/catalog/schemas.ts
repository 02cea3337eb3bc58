import { z } from 'zod';
import { boundedInt, nullToUndefined, optional, paginateSchema } from './paging';

export const programTypeField = z.enum(['COURSE', 'WORKSHOP', 'DIPLOMA']);
export const levelField = z.enum([
  'ADVANCED',
  'BEGINNER',
  'BEGINNER_ADVANCED',
  'BEGINNER_INTERMEDIATE',
  'INTERMEDIATE',
  'INTERMEDIATE_ADVANCED',
]);
export const programLanguageField = z.enum(['AR', 'EN']);
export const sortOrderField = z.enum(['ASC', 'DESC']);
export const programSortFieldField = z.enum(['CREATED_AT', 'PRICE', 'RATING', 'POPULARITY', 'TITLE']);

/** An id or a slug as a route carries it; the lookup decides which by its shape (isUuid). */
export const idOrSlugField = z.string().trim().min(1).max(200);
export const uuidField = z
  .string()
  .trim()
  .pipe(z.uuid({ message: 'invalid' }));

/** An amount in EGP (up to 2 decimals) typed by a visitor, returned in piastres. */
const priceField = z
  .number({ message: 'invalid' })
  .refine((v) => Number.isFinite(v) && v >= 0 && v <= 10_000_000, { message: 'invalid' })
  .transform((v) => Math.round(v * 100));

export const programFilterSchema = z.preprocess(
  nullToUndefined,
  z
    .object({
      type: optional(programTypeField),
      /** A category id, or its slug. */
      categoryId: optional(idOrSlugField),
      lecturerId: optional(uuidField),
      level: optional(levelField),
      language: optional(programLanguageField),
      minPrice: optional(priceField),
      maxPrice: optional(priceField),
      isLiveCourse: optional(z.boolean()),
      isFree: optional(z.boolean()),
    })
    .default({}),
);
export type ProgramFilterInput = z.output<typeof programFilterSchema>;

/** Without an order, titles and prices go up; dates, ratings and popularity go down. */
export const programSortSchema = z.preprocess(
  nullToUndefined,
  z
    .object({ field: optional(programSortFieldField), order: optional(sortOrderField) })
    .default({})
    .transform(({ field = 'CREATED_AT', order }) => ({
      field,
      order: order ?? (field === 'TITLE' || field === 'PRICE' ? 'ASC' : 'DESC'),
    })),
);

export const programListInputSchema = z.object({
  filter: programFilterSchema,
  paginate: paginateSchema,
  sort: programSortSchema,
});

/** How many items a fixed-size strip (popular courses, explore sections) may ask for. */
export const stripLimit = (fallback: number) => boundedInt(1, 50, fallback);
