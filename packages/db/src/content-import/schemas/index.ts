import type { z } from 'zod';
import type { ContentKind } from '../types';
import { blogSchema, faqSchema, mediaSchema, policySchema } from './content';
import { lecturerSchema } from './lecturer';
import { diplomaSchema, programSchema } from './program';
import { blogCategorySchema, categorySchema, countrySchema, namedItemSchema } from './taxonomy';

export const kindSchemas = {
  media: mediaSchema,
  countries: countrySchema,
  categories: categorySchema,
  blogCategories: blogCategorySchema,
  fieldsOfTraining: namedItemSchema,
  jobTitles: namedItemSchema,
  lecturers: lecturerSchema,
  programs: programSchema,
  diplomas: diplomaSchema,
  blogs: blogSchema,
  faqs: faqSchema,
  policies: policySchema,
} satisfies Record<ContentKind, z.ZodType>;

export type KindInput<K extends ContentKind> = z.output<(typeof kindSchemas)[K]>;
