import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRUNE_TO_SHARE, pruneImageCache } from './prune-image-cache';

/** A hit refreshes its file's time at most this often, so reads rarely write. */
const TOUCH_AFTER_MS = 24 * 60 * 60 * 1000;

export interface CachedImage {
  body: Buffer;
  /** True when this call rendered it; false when it came from disk or a concurrent render. */
  rendered: boolean;
}

/**
 * Encoded images on disk under `<dir>/<hash>`. Files are written to a temporary name and renamed,
 * so a reader never sees half a file; identical requests arriving together share one render.
 * The disk it takes is bounded by `maxBytes`: the query names sizes, qualities and backgrounds, so
 * anyone could otherwise fill the disk with variants. The least recently used go first
 * (prune-image-cache.ts), checked at start and whenever a fifth of the cap has been written since.
 */
export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private writtenSincePrune = 0;
  private pruning: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    private readonly onWriteError: (error: unknown) => void = () => {},
    readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {
    if (Number.isFinite(maxBytes)) this.prune();
  }

  /** Resolves when a prune under way (if any) has finished. */
  settled(): Promise<void> {
    return this.pruning ?? Promise.resolve();
  }

  private prune(): void {
    this.writtenSincePrune = 0;
    // pruneImageCache never rejects: a file it cannot read or remove is left for the next prune.
    this.pruning ??= pruneImageCache(this.dir, this.maxBytes).then(() => {
      this.pruning = null;
    });
  }

  /** The stored image, its time refreshed when it is old (it is in use). */
  private async readStored(hash: string): Promise<Buffer | null> {
    const handle = await open(this.fileOf(hash), 'r').catch(() => null);
    if (!handle) return null;
    try {
      const [info, body] = [await handle.stat(), await handle.readFile()];
      const now = Date.now();
      if (now - info.mtimeMs > TOUCH_AFTER_MS) await handle.utimes(now / 1000, now / 1000).catch(() => {});
      return body;
    } catch {
      return null;
    } finally {
      await handle.close();
    }
  }

  fileOf(hash: string): string {
    return path.join(this.dir, hash);
  }

  async get(hash: string, render: () => Promise<Buffer>): Promise<CachedImage> {
    const stored = await this.readStored(hash);
    if (stored) return { body: stored, rendered: false };
    const running = this.inFlight.get(hash);
    if (running) return { body: await running, rendered: false };
    const task = this.renderAndStore(hash, render).finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, task);
    return { body: await task, rendered: true };
  }

  private async renderAndStore(hash: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const body = await render();
    const tmp = path.join(this.dir, `.${hash}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(tmp, body);
      await rename(tmp, this.fileOf(hash));
      this.writtenSincePrune += body.length;
      if (this.writtenSincePrune > this.maxBytes * (1 - PRUNE_TO_SHARE)) this.prune();
    } catch (error) {
      // A full or read-only disk costs the cache, not the response.
      this.onWriteError(error);
      await rm(tmp, { force: true }).catch(() => {});
    }
    return body;
  }
}
