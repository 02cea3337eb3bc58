import { insertFile, type UploadModel } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { enforceRateLimits } from '../identity/index';
import { parseInput } from '../validation/index';
import { enforceUploadQuota } from './enforce-upload-quota';
import { newObjectKey } from './object-key';
import { generateUploadLinkInputSchema } from './schemas';
import { uploadRules } from './upload-models';
import { uploaderOf } from './uploader-of';

/** Upload links live long enough for a slow connection to send a large file. */
export const UPLOAD_LINK_TTL_SECONDS = 15 * 60;
/**
 * A resumable upload may be resumed for a day (a closed laptop, a dropped connection overnight);
 * then its unfinished bytes expire with the unchecked upload (removeExpiredUploads).
 */
export const RESUMABLE_UPLOAD_TTL_SECONDS = 24 * 60 * 60;
/** Models sent resumably when the deployment offers it: the large ones. */
export const resumableModels: readonly UploadModel[] = ['COURSE_VIDEO', 'COURSE_PROMO_VIDEO'];

export interface UploadLink {
  key: string;
  /** PUT: send the bytes to uploadUrl at once; TUS: uploadUrl is a tus endpoint, resumable. */
  protocol: 'PUT' | 'TUS';
  uploadUrl: string;
  method: 'PUT' | 'POST';
  headers: Array<{ name: string; value: string }>;
  maxBytes: number;
  expiresAt: Date;
}

/**
 * The resumable uploads a model goes by, if any: a video host (Bunny) takes lesson videos only,
 * which its player plays; the local tus server takes every video model.
 */
function resumableFor(deps: DomainDeps, model: UploadModel) {
  const uploads = deps.resumableUploads;
  if (!uploads || !resumableModels.includes(model)) return undefined;
  return uploads.hostedVideo && model !== 'COURSE_VIDEO' ? undefined : uploads;
}

/**
 * Reserves a random, private object name for the signed-in user whose role may upload the model
 * (or, for the models that allow it, a visitor), within their daily quota, and returns a signed
 * URL to PUT the bytes to. Nothing is trusted until `uploadFile` has looked at what arrived; what
 * is never checked is removed after a day (removeExpiredUploads). Videos go resumably over tus
 * where the deployment offers it (decision 0062).
 */
export async function generateUploadLink(deps: DomainDeps, caller: Caller, input: unknown): Promise<UploadLink> {
  const { model } = parseInput(generateUploadLinkInputSchema, input);
  const ownerId = uploaderOf(caller, model);
  await enforceRateLimits(deps, [
    ownerId
      ? [`upload-link:user:${ownerId}`, { limit: 60, windowSeconds: 3600 }]
      : [`upload-link:ip:${caller.ip}`, { limit: 10, windowSeconds: 3600 }],
  ]);
  if (ownerId) await enforceUploadQuota(deps, ownerId, model);
  const { maxBytes } = uploadRules[model];
  const resumable = resumableFor(deps, model);
  const now = deps.now();
  // A video host names the video it creates; the file row and the lesson then carry its id.
  const suggested = newObjectKey(model);
  const target = resumable
    ? await resumable.createTarget(suggested, { maxBytes, expiresInSeconds: RESUMABLE_UPLOAD_TTL_SECONDS, now })
    : {
        key: suggested,
        ...(await deps.storage.createUploadTarget(suggested, {
          maxBytes,
          expiresInSeconds: UPLOAD_LINK_TTL_SECONDS,
          now,
        })),
      };
  const { key } = target;
  await insertFile(deps.db, { ownerId, model, key });
  return {
    key,
    protocol: resumable ? 'TUS' : 'PUT',
    uploadUrl: target.url,
    method: target.method,
    headers: Object.entries(target.headers).map(([name, value]) => ({ name, value })),
    maxBytes,
    expiresAt: target.expiresAt,
  };
}
