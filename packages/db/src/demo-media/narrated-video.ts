import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { slideSvg } from './slide-svg';
import type { Slide } from './talk-script';

const run = promisify(execFile);

/** The font the slides are set in; Debian's fonts-dejavu-core, which covers Arabic. */
const SLIDE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** What the generator needs from the machine, by Debian package; empty when it has everything. */
export async function missingVideoTools(): Promise<string[]> {
  const has = (command: string, args: string[]) =>
    run(command, args, { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
  const missing: string[] = [];
  if (!(await has('espeak-ng', ['--version']))) missing.push('espeak-ng');
  if (!(await has('ffmpeg', ['-version']))) missing.push('ffmpeg');
  if (!existsSync(SLIDE_FONT)) missing.push('fonts-dejavu-core');
  return missing;
}

/** The PCM samples and format of a WAV file as espeak-ng writes it (RIFF, 16-bit PCM). */
function readWav(buffer: Buffer): { format: Buffer; data: Buffer; byteRate: number } {
  let offset = 12;
  let format: Buffer | undefined;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    // espeak-ng writing to a file leaves the data chunk's size at its placeholder: take the rest.
    const size = id === 'data' ? buffer.length - offset - 8 : buffer.readUInt32LE(offset + 4);
    if (id === 'fmt ') format = buffer.subarray(offset + 8, offset + 8 + size);
    if (id === 'data' && format) return { format, data: buffer.subarray(offset + 8), byteRate: format.readUInt32LE(8) };
    offset += 8 + size + (size % 2);
  }
  throw new Error('Not a PCM WAV file');
}

function writeWav(format: Buffer, data: Buffer): Buffer {
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(4 + 8 + format.length + 8 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(format.length, 16);
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'ascii');
  dataHeader.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, format, dataHeader, data]);
}

export interface NarratedVideoOptions {
  locale: 'ar' | 'en';
  /** The catalogue category whose palette and motifs the slides use. */
  category: string;
  slides: Slide[];
  /** The .mp4 to write (replaced only once complete). */
  out: string;
  /** Words a minute of the voice (espeak-ng `-s`). */
  wordsPerMinute?: number;
  /** Silence after each slide's narration, in seconds. */
  pauseSeconds?: number;
}

/**
 * A narrated slide talk (decision 0052): each slide drawn as SVG and rendered by sharp, its
 * narration spoken by espeak-ng (voice `ar` or `en`), the speech joined with pauses into one
 * track, and ffmpeg showing each slide for as long as its narration lasts: H.264 baseline at
 * 640×360 and 5 frames a second tuned for still images, AAC mono, `+faststart`. Returns the
 * duration in seconds.
 */
export async function makeNarratedVideo(options: NarratedVideoOptions): Promise<number> {
  const { locale, category, slides, out, wordsPerMinute = 150, pauseSeconds = 1.2 } = options;
  const work = await mkdtemp(path.join(tmpdir(), 'manara-talk-'));
  try {
    const pcm: Buffer[] = [];
    let format: Buffer | undefined;
    const durations: number[] = [];
    for (const [index, slide] of slides.entries()) {
      const png = path.join(work, `slide-${index}.png`);
      await sharp(Buffer.from(slideSvg(slide, { locale, category, index, count: slides.length })))
        .png({ compressionLevel: 3 })
        .toFile(png);
      const wavFile = path.join(work, `slide-${index}.wav`);
      // The text goes through a file, never the command line.
      const textFile = path.join(work, `slide-${index}.txt`);
      await writeFile(textFile, slide.narration);
      await run('espeak-ng', ['-v', locale, '-s', String(wordsPerMinute), '-g', '4', '-f', textFile, '-w', wavFile]);
      const wav = readWav(await readFile(wavFile));
      format ??= wav.format;
      const blockAlign = wav.format.readUInt16LE(12);
      const silence = Buffer.alloc(Math.round((wav.byteRate * pauseSeconds) / blockAlign) * blockAlign);
      pcm.push(wav.data, silence);
      durations.push((wav.data.length + silence.length) / wav.byteRate);
    }
    if (!format) throw new Error('A talk needs at least one slide');
    await writeFile(path.join(work, 'narration.wav'), writeWav(format, Buffer.concat(pcm)));
    // The concat demuxer shows each image for its duration; the last is listed twice so it counts.
    const list = slides.map((_, i) => `file 'slide-${i}.png'\nduration ${durations[i]!.toFixed(3)}`);
    await writeFile(path.join(work, 'slides.txt'), `${list.join('\n')}\nfile 'slide-${slides.length - 1}.png'\n`);
    const partial = `${out}.${process.pid}.part.mp4`;
    await run(
      'ffmpeg',
      [
        ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', 'slides.txt', '-i', 'narration.wav'],
        ['-vf', 'fps=5,format=yuv420p', '-c:v', 'libx264', '-profile:v', 'baseline', '-tune', 'stillimage'],
        ['-preset', 'veryfast', '-crf', '30', '-g', '50', '-threads', '1', '-c:a', 'aac', '-b:a', '40k', '-ac', '1'],
        ['-shortest', '-movflags', '+faststart', partial],
      ].flat(),
      { cwd: work, timeout: 300_000 },
    );
    await rename(partial, out);
    return durations.reduce((sum, d) => sum + d, 0);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
