import type { Logger, StoragePort } from '@manara/domain';
import { createLocalStorage } from './local-storage';
import { uploadUrlSecret } from './upload-link-signature';

export interface StorageSettings {
  /** Private uploads of the local storage: `<dataDir>/private-uploads`. */
  privateDir: string;
  /** Public objects, served by `/media` and `/img`. */
  publicDir: string;
}

/** Local disk storage (DESIGN §5 default); `publicBaseUrl` is where browsers reach `/uploads`. */
export function createStorage(settings: StorageSettings & { publicBaseUrl: string }, logger: Logger): StoragePort {
  logger.info({ storage: 'local', privateDir: settings.privateDir }, 'file storage');
  return createLocalStorage({ ...settings, secret: uploadUrlSecret() });
}
