import { insertFile } from '@manara/db';
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

export interface UploadLink {
  key: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Array<{ name: string; value: string }>;
  maxBytes: number;
  expiresAt: Date;
}

/**
 * Reserves a random, private object name for the signed-in user whose role may upload the model
 * (or, for the models that allow it, a visitor), within their daily quota, and returns a signed
 * URL to PUT the bytes to. Nothing is trusted until `uploadFile` has looked at what arrived; what
 * is never checked is removed after a day (removeExpiredUploads).
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
  const key = newObjectKey(model);
  const { maxBytes } = uploadRules[model];
  await insertFile(deps.db, { ownerId, model, key });
  const target = await deps.storage.createUploadTarget(key, {
    maxBytes,
    expiresInSeconds: UPLOAD_LINK_TTL_SECONDS,
    now: deps.now(),
  });
  return {
    key,
    uploadUrl: target.url,
    method: target.method,
    headers: Object.entries(target.headers).map(([name, value]) => ({ name, value })),
    maxBytes,
    expiresAt: target.expiresAt,
  };
}
