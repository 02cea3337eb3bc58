import type { UploadModel } from '@manara/db';
import type { Caller } from '../deps';
import { AppError } from '../errors/index';
import { learnerUploadModels, signedOutUploadModels, staffUploadRoles } from './upload-models';

/**
 * Who owns an upload of `model`: the signed-in viewer when their role may upload it (course and
 * catalogue material only administrators and lecturers, FORBIDDEN otherwise; decision 0035);
 * nobody (null) for a visitor when the model may be uploaded signed out; otherwise UNAUTHENTICATED.
 */
export function uploaderOf(caller: Caller, model: UploadModel): string | null {
  const viewer = caller.viewer;
  if (viewer) {
    const staff = (staffUploadRoles as readonly string[]).includes(viewer.role);
    if (!staff && !learnerUploadModels.includes(model))
      throw new AppError('FORBIDDEN', [{ field: 'model', messageKey: 'uploadModelForbidden' }]);
    return viewer.userId;
  }
  if (signedOutUploadModels.includes(model)) return null;
  throw new AppError('UNAUTHENTICATED');
}
