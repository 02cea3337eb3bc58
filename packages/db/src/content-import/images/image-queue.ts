import { availableParallelism } from 'node:os';
import { generateImage, type ImageDesign } from './store-image';

/**
 * Generates pictures with bounded concurrency (sharp renders in its own threads, so images
 * can be drawn while records are written) and at most once per key.
 */
export class ImageQueue {
  private readonly jobs = new Map<string, Promise<void>>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;

  constructor(
    private readonly uploadsDir: string,
    private readonly concurrency = Math.max(2, availableParallelism()),
  ) {}

  generate(key: string, seed: string, width: number, height: number, design?: ImageDesign): Promise<void> {
    let job = this.jobs.get(key);
    if (!job) {
      job = this.slot().then(async (release) => {
        try {
          await generateImage(this.uploadsDir, key, seed, width, height, design);
        } finally {
          release();
        }
      });
      job.catch(() => {}); // reported by whoever awaits it (the record that uses the image)
      this.jobs.set(key, job);
    }
    return job;
  }

  private async slot(): Promise<() => void> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    return () => {
      this.running--;
      this.waiting.shift()?.();
    };
  }
}
