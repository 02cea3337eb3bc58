import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pruneImageCache } from './prune-image-cache';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'img-prune-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const now = Date.UTC(2026, 10, 29, 12);
/** A 100-byte image last used `hoursAgo` before `now`. */
async function image(name: string, hoursAgo: number) {
  const file = path.join(dir, name);
  await writeFile(file, Buffer.alloc(100));
  const at = (now - hoursAgo * 3_600_000) / 1000;
  await utimes(file, at, at);
}

describe('pruneImageCache', () => {
  it('leaves a cache within its cap alone', async () => {
    await image('a', 3);
    await image('b', 2);
    expect(await pruneImageCache(dir, 200, now)).toEqual({ keptBytes: 200, removedFiles: 0 });
    expect((await readdir(dir)).sort()).toEqual(['a', 'b']);
  });

  it('removes the least recently used until the cache holds four fifths of its cap', async () => {
    for (const [name, hoursAgo] of [
      ['old', 50],
      ['older', 60],
      ['recent', 1],
      ['mid', 10],
      ['new', 0],
    ] as const)
      await image(name, hoursAgo);
    // 500 bytes against a cap of 400: down to 320 at most, oldest first.
    expect(await pruneImageCache(dir, 400, now)).toEqual({ keptBytes: 300, removedFiles: 2 });
    expect((await readdir(dir)).sort()).toEqual(['mid', 'new', 'recent']);
  });

  it('removes temporary files a dead render left behind, not one being written', async () => {
    await image('.h1.123.ab.tmp', 2);
    await image('.h2.123.cd.tmp', 0);
    await image('kept', 5);
    expect(await pruneImageCache(dir, 1000, now)).toEqual({ keptBytes: 100, removedFiles: 1 });
    expect((await readdir(dir)).sort()).toEqual(['.h2.123.cd.tmp', 'kept']);
  });

  it('answers an empty result for a cache that was never written', async () => {
    expect(await pruneImageCache(path.join(dir, 'missing'), 10, now)).toEqual({ keptBytes: 0, removedFiles: 0 });
  });
});
