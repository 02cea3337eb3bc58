import { mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'img-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ImageCache', () => {
  it('renders once for identical concurrent requests and stores the result', async () => {
    const cache = new ImageCache(path.join(dir, 'img'));
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return Buffer.from('encoded');
    };
    const results = await Promise.all([cache.get('abc', render), cache.get('abc', render), cache.get('abc', render)]);
    expect(renders).toBe(1);
    expect(results.map((r) => r.rendered).sort()).toEqual([false, false, true]);
    expect(results.every((r) => r.body.toString() === 'encoded')).toBe(true);
    expect(await readFile(cache.fileOf('abc'), 'utf8')).toBe('encoded');
    // Only the final file remains: the temporary one was renamed.
    expect(await readdir(path.join(dir, 'img'))).toEqual(['abc']);
  });

  it('serves a stored result without rendering', async () => {
    const cache = new ImageCache(dir);
    await cache.get('k', async () => Buffer.from('first'));
    const again = await cache.get('k', async () => Buffer.from('second'));
    expect(again).toEqual({ body: Buffer.from('first'), rendered: false });
  });

  it('still answers when the cache cannot be written, and reports it', async () => {
    const errors: unknown[] = [];
    const blocked = path.join(dir, 'file');
    await writeFile(blocked, 'not a dir');
    const cache = new ImageCache(path.join(blocked, 'img'), (e) => errors.push(e));
    const result = await cache.get('k', async () => Buffer.from('body'));
    expect(result.body.toString()).toBe('body');
    expect(errors).toHaveLength(1);
  });

  it('lets a failed render fail without caching it', async () => {
    const cache = new ImageCache(dir);
    await expect(cache.get('k', async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps its disk within the cap as new variants are written, the least recently used going first', async () => {
    const cache = new ImageCache(dir, () => {}, 100);
    for (const hash of ['a', 'b', 'c', 'd', 'e', 'f']) {
      await cache.get(hash, async () => Buffer.alloc(30));
      await cache.settled();
    }
    const left = await readdir(dir);
    expect(left.length * 30).toBeLessThanOrEqual(100);
    expect(left).toContain('f');
    expect(left).not.toContain('a');
  });

  it('refreshes the time of an old image it serves, so one in use outlives unused ones', async () => {
    const cache = new ImageCache(dir);
    await cache.get('k', async () => Buffer.from('body'));
    const weekAgo = (Date.now() - 7 * 86_400_000) / 1000;
    await utimes(cache.fileOf('k'), weekAgo, weekAgo);
    await cache.get('k', async () => Buffer.from('again'));
    expect(Date.now() - (await stat(cache.fileOf('k'))).mtimeMs).toBeLessThan(60_000);
  });
});
