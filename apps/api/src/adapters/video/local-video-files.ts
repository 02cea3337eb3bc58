import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Extensions we serve, in lookup order, with their content types. */
export const VIDEO_CONTENT_TYPES = { '.mp4': 'video/mp4', '.webm': 'video/webm' } as const;

/** Keys are the lessons' videoIds (`demo-1`…): letters, digits, '-' and '_' only, so no path can escape. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
/** An uploaded video's object key (packages/domain's newObjectKey for the video models). */
const UPLOADED = /^files\/(course-video|course-promo-video)\/[0-9a-f]{32}$/;

export function isVideoKey(key: string): boolean {
  return KEY.test(key);
}

export function isUploadedVideoKey(key: string): boolean {
  return UPLOADED.test(key);
}

export interface LocalVideoFile {
  file: string;
  size: number;
  mtimeMs: number;
  contentType: string;
}

/**
 * The file stored for a key: an uploaded video where the storage keeps it (`storedFile`, its
 * bytes checked as MP4 when uploaded), else `<dir>/<key>.mp4` or `.webm` in the first of `dirs`
 * that has one; null when none.
 */
export async function findLocalVideo(
  dirs: string | readonly string[],
  key: string,
  storedFile?: (key: string) => string | null,
): Promise<LocalVideoFile | null> {
  if (isUploadedVideoKey(key)) {
    const file = storedFile?.(key);
    const info = file ? await stat(file).catch(() => null) : null;
    return file && info?.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs, contentType: 'video/mp4' } : null;
  }
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
