import { sumUploadsSince, type UploadModel } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { UPLOAD_QUOTA_WINDOW_MS, uploadClassOf, uploadQuotas, uploadRules, uploadModels } from './upload-models';

/**
 * Refuses a new upload of `model` when it could take the owner past their class's quota for the
 * last 24 hours (UPLOAD_QUOTA_EXCEEDED): what they uploaded counts its size, what they may still
 * send on open links the most those links allow, and this link its model's limit.
 */
export async function enforceUploadQuota(deps: DomainDeps, ownerId: string, model: UploadModel): Promise<void> {
  const uploadClass = uploadClassOf(model);
  const models = uploadModels.filter((m) => uploadClassOf(m) === uploadClass);
  const since = new Date(deps.now().getTime() - UPLOAD_QUOTA_WINDOW_MS);
  const usage = await sumUploadsSince(deps.db, ownerId, models, since);
  const used = usage.reduce((sum, u) => sum + u.storedBytes + u.pending * uploadRules[u.model].maxBytes, 0);
  if (used + uploadRules[model].maxBytes > uploadQuotas[uploadClass])
    throw new AppError('UPLOAD_QUOTA_EXCEEDED', [{ field: 'model', messageKey: 'uploadQuota' }]);
}
