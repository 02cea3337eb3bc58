import { z } from 'zod';
import { uploadModels } from './upload-models';

export const uploadModelField = z.enum(uploadModels);

/** Object keys as `newObjectKey` makes them; anything else cannot name a file of ours. */
export const fileKeyField = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((v) => /^files\/[a-z-]+\/[0-9a-f]{32}$/.test(v), { message: 'invalid' });

export const generateUploadLinkInputSchema = z.object({ model: uploadModelField });

export const uploadFileInputSchema = z.object({ key: fileKeyField, model: uploadModelField });

export const makeFilesPublicInputSchema = z.object({ keys: z.array(fileKeyField).min(1).max(20) });
