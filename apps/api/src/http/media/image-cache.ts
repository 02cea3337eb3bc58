import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CachedImage {
  body: Buffer;
  /** True when this call rendered it; false when it came from disk or a concurrent render. */
  rendered: boolean;
}

/**
 * Encoded images on disk under `<dir>/<hash>`. Files are written to a temporary name and renamed,
 * so a reader never sees half a file; identical requests arriving together share one render.
 */
export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    readonly dir: string,
    private readonly onWriteError: (error: unknown) => void = () => {},
  ) {}

  fileOf(hash: string): string {
    return path.join(this.dir, hash);
  }

  async get(hash: string, render: () => Promise<Buffer>): Promise<CachedImage> {
    const stored = await readFile(this.fileOf(hash)).catch(() => null);
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
    } catch (error) {
      // A full or read-only disk costs the cache, not the response.
      this.onWriteError(error);
      await rm(tmp, { force: true }).catch(() => {});
    }
    return body;
  }
}
