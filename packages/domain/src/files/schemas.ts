import { z } from 'zod';
import { uploadModels } from './upload-models';

export const uploadModelField = z.enum(uploadModels);

const objectKey = /^files\/[a-z-]+\/[0-9a-f]{32}$/;
/** A video host's id for a video it created (Bunny Stream's guid). */
const hostedVideoId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const keyField = (ok: (value: string) => boolean) =>
  z.string().trim().min(1).max(200).refine(ok, { message: 'invalid' });

/** Object keys as `newObjectKey` makes them; anything else cannot name a file of ours. */
export const fileKeyField = keyField((v) => objectKey.test(v));

export const generateUploadLinkInputSchema = z.object({ model: uploadModelField });

/** What `uploadFile` checks: one of our keys, or the id of a lesson video its host created (decision 0062). */
export const uploadFileInputSchema = z.object({
  key: keyField((v) => objectKey.test(v) || hostedVideoId.test(v)),
  model: uploadModelField,
});

export const makeFilesPublicInputSchema = z.object({ keys: z.array(fileKeyField).min(1).max(20) });
