import type { UploadModel } from '@manara/db';
import type { Caller } from '../deps';
import { AppError } from '../errors/index';
import { signedOutUploadModels } from './upload-models';

/**
 * Who owns an upload of `model`: the signed-in viewer; nobody (null) for a visitor when the
 * model may be uploaded signed out; otherwise UNAUTHENTICATED.
 */
export function uploaderOf(caller: Caller, model: UploadModel): string | null {
  if (caller.viewer) return caller.viewer.userId;
  if (signedOutUploadModels.includes(model)) return null;
  throw new AppError('UNAUTHENTICATED');
}
