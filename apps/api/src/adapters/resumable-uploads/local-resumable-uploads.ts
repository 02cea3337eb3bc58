import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ResumableUploads } from '@manara/domain';
import { grantHeaderValue, GRANT_HEADER, tusUploadId } from './tus-grant';

export interface LocalResumableUploads extends ResumableUploads {
  /** Where unfinished uploads are kept until their last byte (then they move into the storage). */
  readonly stagingDir: string;
  readonly secret: Buffer;
}

/**
 * The offline default's tus endpoint (`/uploads/tus`, served by tus-routes.ts): the grant is the
 * local storage's signed upload grant, sent as a header with every request of the upload.
 */
export function createLocalResumableUploads(options: {
  publicBaseUrl: string;
  stagingDir: string;
  secret: Buffer;
}): LocalResumableUploads {
  return {
    name: 'local',
    stagingDir: options.stagingDir,
    secret: options.secret,
    async createTarget(key, { maxBytes, expiresInSeconds, now }) {
      const expires = Math.floor(now.getTime() / 1000) + expiresInSeconds;
      return {
        key,
        url: `${options.publicBaseUrl}/uploads/tus`,
        method: 'POST',
        headers: { [GRANT_HEADER]: grantHeaderValue({ key, maxBytes, expires }, options.secret) },
        expiresAt: new Date(expires * 1000),
      };
    },
    async discard(key) {
      const file = path.join(options.stagingDir, tusUploadId(key));
      await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
    },
  };
}

export function isLocalResumableUploads(uploads: ResumableUploads | undefined): uploads is LocalResumableUploads {
  return uploads?.name === 'local' && 'stagingDir' in uploads;
}
