import { z } from 'zod';
import { nullToUndefined, optional, paginateSchema, sortOrderField, uuidField } from '../catalog/index';

export const lecturerSortFieldField = z.enum(['CREATED_AT', 'NAME']);

export const lecturerListInputSchema = z.object({
  filter: z.preprocess(
    nullToUndefined,
    z
      .object({
        jobTitleId: optional(uuidField),
        fieldOfTrainingId: optional(uuidField),
        searchKey: optional(z.string().max(100)),
      })
      .default({}),
  ),
  paginate: paginateSchema,
  sort: z.preprocess(
    nullToUndefined,
    z
      .object({ field: optional(lecturerSortFieldField), order: optional(sortOrderField) })
      .default({})
      .transform(({ field = 'CREATED_AT', order }) => ({ field, order: order ?? (field === 'NAME' ? 'ASC' : 'DESC') })),
  ),
});
