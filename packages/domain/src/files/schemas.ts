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

/** A share of the image's width or height, as the cropper reports it (0–1). */
const fraction = z.number({ message: 'invalid' }).min(0, { message: 'invalid' }).max(1, { message: 'invalid' });

/** What `cropStudioImage` takes: one of the caller's published studio images and the part to keep. */
export const cropStudioImageInputSchema = z
  .object({
    key: fileKeyField,
    x: fraction,
    y: fraction,
    // At least a hundredth of each side: less is a slip of the hand, not a picture.
    width: fraction.refine((v) => v >= 0.01, { message: 'invalid' }),
    height: fraction.refine((v) => v >= 0.01, { message: 'invalid' }),
  })
  .superRefine((area, ctx) => {
    // Rounding in the browser may overshoot by a hair; more than that leaves the image.
    if (area.x + area.width > 1.001) ctx.addIssue({ code: 'custom', path: ['width'], message: 'invalid' });
    if (area.y + area.height > 1.001) ctx.addIssue({ code: 'custom', path: ['height'], message: 'invalid' });
  });
