import { createReadStream } from 'node:fs';
import { open, rename, rm, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublicObject, StoragePort } from '@manara/domain';
import { resolveMediaPath } from '../../lib/media-key';
import { signUploadGrant } from './upload-link-signature';

export interface LocalStorageOptions {
  /** Private objects: never served as they are. */
  privateDir: string;
  /** Public objects: the `/media` and `/img` routes serve this folder. */
  publicDir: string;
  /** Origin browsers reach the API's `/uploads` route at (the web origin, which proxies it). */
  publicBaseUrl: string;
  secret: Buffer;
}

export interface LocalStorage extends StoragePort {
  readonly name: 'local';
  readonly secret: Buffer;
  /** The private file a key is written to, or null when the key could leave the folder. */
  privateFile(key: string): string | null;
  /** True when an object exists under the key, private or public (a grant is good for one write). */
  exists(key: string): Promise<boolean>;
}

const isFile = (file: string | null) =>
  file
    ? stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    : Promise.resolve(false);

/** The file's bytes with a size-and-time ETag, or null when nothing is there. */
async function readFrom(file: string | null): Promise<PublicObject | null> {
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return null;
  return {
    size: info.size,
    etag: `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
    body: createReadStream(file),
  };
}

/**
 * Files on local disk: uploads land privately in `privateDir` through signed `/uploads/<key>?…`
 * links; publishing moves them into the public media folder under the same key.
 */
export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const privateFile = (key: string) => resolveMediaPath(options.privateDir, key);
  const publicFile = (key: string) => resolveMediaPath(options.publicDir, key);
  const existing = async (key: string) => {
    for (const file of [privateFile(key), publicFile(key)]) if (await isFile(file)) return file;
    return null;
  };

  return {
    name: 'local',
    secret: options.secret,
    privateFile,
    exists: async (key) => (await existing(key)) !== null,

    async createUploadTarget(key, { maxBytes, expiresInSeconds, now }) {
      const expires = Math.floor(now.getTime() / 1000) + expiresInSeconds;
      const query = signUploadGrant({ key, maxBytes, expires }, options.secret);
      return {
        url: `${options.publicBaseUrl}/uploads/${key}?${query}`,
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        expiresAt: new Date(expires * 1000),
      };
    },

    async inspect(key, headBytes) {
      const file = await existing(key);
      if (!file) return null;
      const handle = await open(file, 'r');
      try {
        const { size } = await handle.stat();
        const head = new Uint8Array(Math.min(headBytes, size));
        await handle.read(head, 0, head.length, 0);
        return { size, head };
      } finally {
        await handle.close();
      }
    },

    async publish(key) {
      const from = privateFile(key);
      const to = publicFile(key);
      if (!from || !to || !(await isFile(from))) return;
      await mkdir(path.dirname(to), { recursive: true });
      await rename(from, to);
    },

    readPublic: (key) => readFrom(publicFile(key)),

    readPrivate: (key) => readFrom(privateFile(key)),

    async write(key, bytes) {
      const file = privateFile(key);
      if (!file) throw new Error(`not a storable key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },

    async remove(key) {
      for (const file of [privateFile(key), publicFile(key)]) if (file) await rm(file, { force: true });
    },
  };
}

export function isLocalStorage(storage: StoragePort): storage is LocalStorage {
  return storage.name === 'local' && 'privateFile' in storage;
}
