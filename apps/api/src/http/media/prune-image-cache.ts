import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** After pruning, the cache holds at most this share of its cap, so pruning runs now and then, not at every write. */
export const PRUNE_TO_SHARE = 0.8;
/** A temporary file older than this was left by a render that died before its rename. */
const STALE_TEMP_MS = 60 * 60 * 1000;

export interface PruneResult {
  /** Bytes of the encoded images kept. */
  keptBytes: number;
  removedFiles: number;
}

/**
 * Keeps the encoded images under `dir` within `maxBytes`: when they are over it, the least recently
 * used (oldest modification time; a hit refreshes it, image-cache.ts) are removed until they hold
 * PRUNE_TO_SHARE of it. Temporary files of renders that died are removed too. A file another copy
 * removed first is simply gone.
 */
export async function pruneImageCache(dir: string, maxBytes: number, now = Date.now()): Promise<PruneResult> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files: Array<{ file: string; size: number; usedAt: number }> = [];
  let removedFiles = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    if (name.endsWith('.tmp')) {
      if (now - info.mtimeMs > STALE_TEMP_MS && (await remove(file))) removedFiles++;
      continue;
    }
    files.push({ file, size: info.size, usedAt: info.mtimeMs });
  }
  let keptBytes = files.reduce((sum, f) => sum + f.size, 0);
  if (keptBytes <= maxBytes) return { keptBytes, removedFiles };
  files.sort((a, b) => a.usedAt - b.usedAt);
  for (const { file, size } of files) {
    if (keptBytes <= maxBytes * PRUNE_TO_SHARE) break;
    if (await remove(file)) removedFiles++;
    keptBytes -= size;
  }
  return { keptBytes, removedFiles };
}

const remove = (file: string) =>
  rm(file).then(
    () => true,
    () => false,
  );
