import type { Logger, StoragePort } from '@manara/domain';
import { createLocalStorage } from './local-storage';
import type { S3Config } from './s3-config';
import { createS3Storage } from './s3-storage';
import { uploadUrlSecret } from './upload-link-signature';

export interface StorageSettings {
  /** Private uploads of the local storage: `<dataDir>/private-uploads`. */
  privateDir: string;
  /** Public objects, served by `/media` and `/img`. */
  publicDir: string;
  /** S3-compatible storage when all S3_* values are set; otherwise local disk. */
  s3?: S3Config;
  /** UPLOAD_URL_SECRET: signs local upload links; unset → the key shared through the database. */
  uploadUrlSecret?: string;
}

/** S3-compatible storage when configured, else local disk (docs/ARCHITECTURE.md default); `publicBaseUrl` is where browsers reach `/uploads`. */
export function createStorage(settings: StorageSettings & { publicBaseUrl: string }, logger: Logger): StoragePort {
  if (settings.s3) {
    logger.info({ storage: 's3', endpoint: settings.s3.endpoint, bucket: settings.s3.bucket }, 'file storage');
    return createS3Storage(settings.s3);
  }
  logger.info({ storage: 'local', privateDir: settings.privateDir }, 'file storage');
  return createLocalStorage({ ...settings, secret: uploadUrlSecret(settings.uploadUrlSecret) });
}
