import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Extensions we serve, in lookup order, with their content types. */
export const VIDEO_CONTENT_TYPES = { '.mp4': 'video/mp4', '.webm': 'video/webm' } as const;

/** Keys are the lessons' videoIds (`demo-1`…): letters, digits, '-' and '_' only, so no path can escape. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function isVideoKey(key: string): boolean {
  return KEY.test(key);
}

export interface LocalVideoFile {
  file: string;
  size: number;
  mtimeMs: number;
  contentType: string;
}

/** The file stored for a key (`<dir>/<key>.mp4` or `.webm`, in the first of `dirs` that has one), or null. */
export async function findLocalVideo(dirs: string | readonly string[], key: string): Promise<LocalVideoFile | null> {
  if (!isVideoKey(key)) return null;
  for (const dir of typeof dirs === 'string' ? [dirs] : dirs) {
    for (const [extension, contentType] of Object.entries(VIDEO_CONTENT_TYPES)) {
      const file = path.join(dir, `${key}${extension}`);
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) return { file, size: info.size, mtimeMs: info.mtimeMs, contentType };
    }
  }
  return null;
}
