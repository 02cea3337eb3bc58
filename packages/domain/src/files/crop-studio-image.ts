import { findFileByKey, insertFile, type UploadModel } from '@manara/db';
import { requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { enforceRateLimits } from '../identity/index';
import { ImageEditError, type PublicObject } from '../ports/index';
import { parseInput } from '../validation/index';
import { newObjectKey } from './object-key';
import { cropStudioImageInputSchema } from './schemas';
import { uploadRules } from './upload-models';

/** The studio's images the cropper works on, and how wide the cropped picture may be. */
const croppable: Partial<Record<UploadModel, number>> = {
  COURSE_THUMBNAIL: 1920,
  CATEGORY_IMAGE: 1920,
  PROFILE_PICTURE: 1024,
};

async function bytesOf(object: PublicObject, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of object.body) {
    size += chunk.length;
    if (size > maxBytes) throw new AppError('VALIDATION_FAILED', [{ field: 'key', messageKey: 'invalid' }]);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Crops a published studio image (a program's thumbnail, a category's image,
 * a lecturer's photo) on the server: the part the cropper chose is cut out, scaled down and
 * published as a new image of the same kind, which the form then holds; the original stays as it
 * is until the form is saved, so cancelling loses nothing (decision 0074).
 */
export async function cropStudioImage(deps: DomainDeps, caller: Caller, input: unknown): Promise<{ key: string }> {
  const actor = await requireStudioActor(deps, caller);
  const area = parseInput(cropStudioImageInputSchema, input);
  await enforceRateLimits(deps, [[`crop-image:user:${actor.userId}`, { limit: 60, windowSeconds: 3600 }]]);
  // A published image is everyone's to see, so any editor may crop it (an administrator the
  // lecturer's thumbnail); the cropped copy is the editor's own upload.
  const source = await findFileByKey(deps.db, area.key);
  const maxWidth = source && croppable[source.model];
  if (!source?.isPublic || !maxWidth)
    throw new AppError('VALIDATION_FAILED', [{ field: 'key', messageKey: 'invalid' }]);
  const object = await deps.storage.readPublic(source.key);
  if (!object) throw new AppError('NOT_FOUND', [{ field: 'key', messageKey: 'invalid' }]);

  let cropped;
  try {
    cropped = await deps.images.crop(await bytesOf(object, uploadRules[source.model].maxBytes), area, maxWidth);
  } catch (error) {
    if (error instanceof ImageEditError)
      throw new AppError('VALIDATION_FAILED', [{ field: 'key', messageKey: 'invalid' }]);
    throw error;
  }
  const key = newObjectKey(source.model);
  await deps.storage.write(key, cropped.bytes, cropped.contentType);
  await deps.storage.publish(key);
  await insertFile(deps.db, {
    ownerId: actor.userId,
    model: source.model,
    key,
    contentType: cropped.contentType,
    size: cropped.bytes.length,
    uploadedAt: deps.now(),
    isPublic: true,
  });
  return { key };
}
