import { z } from 'zod';
import { idOrSlugField, nullToUndefined, optional, paginateSchema, sortOrderField, uuidField } from '../catalog/index';

export const blogSortFieldField = z.enum(['PUBLISHED_AT', 'VIEWS', 'LIKES', 'TITLE']);

export const blogListInputSchema = z.object({
  filter: z.preprocess(
    nullToUndefined,
    z
      .object({
        /** A blog category id, or its slug. */
        categoryId: optional(idOrSlugField),
        categorySlug: optional(idOrSlugField),
        tag: optional(z.string().trim().min(1).max(60)),
        lecturerId: optional(uuidField),
      })
      .default({}),
  ),
  paginate: paginateSchema,
  sort: z.preprocess(
    nullToUndefined,
    z
      .object({ field: optional(blogSortFieldField), order: optional(sortOrderField) })
      .default({})
      .transform(({ field = 'PUBLISHED_AT', order }) => ({
        field,
        order: order ?? (field === 'TITLE' ? 'ASC' : 'DESC'),
      })),
  ),
});

export const MAX_BLOGS_PER_LIKE = 50;

export const toggleBlogLikeSchema = z.object({
  blogIds: z
    .array(uuidField)
    .min(1)
    .max(MAX_BLOGS_PER_LIKE)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  /** true likes, false unlikes; absent flips each blog's current state. */
  increment: optional(z.boolean()),
});
