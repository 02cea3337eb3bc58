import { execFile } from 'node:child_process';
import { VideoProcessingError, type ProcessedVideo, type VideoProcessor } from '@manara/domain';
import sharp from 'sharp';

export interface FfmpegSettings {
  /** FFPROBE_PATH, default the system's /usr/bin/ffprobe. */
  ffprobePath?: string;
  /** FFMPEG_PATH, default the system's /usr/bin/ffmpeg. */
  ffmpegPath?: string;
  /** Each tool's run is killed after this long (a broken file must not hold the job runner). */
  timeoutMs?: number;
}

/** The poster's largest width: the player's width on a wide screen. */
const POSTER_WIDTH = 1280;
/** ffmpeg writes one frame; a 4K PNG is well under this. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/** Runs a tool with an argument array (never a shell), time-limited; its stdout, or the reason it failed. */
function run(file: string, args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { encoding: 'buffer', timeout: timeoutMs, maxBuffer: MAX_OUTPUT_BYTES, windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EACCES')
          return reject(new VideoProcessingError('toolMissing', `${file} cannot run (${code})`));
        if (error.killed) return reject(new VideoProcessingError('failed', `${file} timed out`));
        reject(new VideoProcessingError('notVideo', stderr.toString('utf8').trim().slice(0, 500) || error.message));
      },
    );
  });
}

interface Probe {
  streams?: Array<{ codec_type?: string }>;
  format?: { duration?: string };
}

/** Whole seconds of a file with a video stream, from ffprobe's JSON; null when it is no video. */
export function durationOfProbe(json: string): number | null {
  let probe: Probe;
  try {
    probe = JSON.parse(json) as Probe;
  } catch {
    return null;
  }
  if (!probe.streams?.some((s) => s.codec_type === 'video')) return null;
  const seconds = Number(probe.format?.duration);
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds)) : null;
}

/**
 * Reads uploaded lesson videos on this machine (decision 0062): ffprobe for the length (a file
 * with no video stream or no length is not a video), ffmpeg for one frame a tenth of the way in
 * (at most 5 s, past a black lead-in), made a WebP of at most 1280 px wide with sharp. `fileOf`
 * names the local file of a storage key.
 */
export function createFfmpegVideoProcessor(
  settings: FfmpegSettings,
  fileOf: (key: string) => string | null,
): VideoProcessor {
  const { ffprobePath = '/usr/bin/ffprobe', ffmpegPath = '/usr/bin/ffmpeg', timeoutMs = 120_000 } = settings;
  return {
    async process(key): Promise<ProcessedVideo> {
      const file = fileOf(key);
      if (!file) throw new VideoProcessingError('notVideo', `no local file for ${key}`);
      const probe = await run(
        ffprobePath,
        ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file],
        timeoutMs,
      );
      const durationSeconds = durationOfProbe(probe.toString('utf8'));
      if (durationSeconds === null) throw new VideoProcessingError('notVideo', 'no video stream or length');
      const at = Math.min(durationSeconds * 0.1, 5).toFixed(2);
      const frame = await run(
        ffmpegPath,
        [
          '-v',
          'error',
          '-nostdin',
          '-ss',
          at,
          '-i',
          file,
          '-frames:v',
          '1',
          '-f',
          'image2pipe',
          '-c:v',
          'png',
          'pipe:1',
        ],
        timeoutMs,
      );
      if (frame.length === 0) throw new VideoProcessingError('notVideo', 'no frame');
      const bytes = await sharp(frame)
        .resize({ width: POSTER_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return { durationSeconds, poster: { bytes: new Uint8Array(bytes), contentType: 'image/webp' } };
    },
  };
}
