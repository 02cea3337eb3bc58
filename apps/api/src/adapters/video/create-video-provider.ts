import type { Logger, VideoProvider } from '@manara/domain';
import type { BunnyStreamConfig } from './bunny-config';
import { createBunnyVideoProvider } from './bunny-video-provider';
import { createLocalVideoProvider } from './local-video-provider';
import { videoUrlSecret } from './video-link-signature';

export interface VideoSettings {
  /** Bunny Stream when all BUNNY_* keys are set. */
  bunny: BunnyStreamConfig | undefined;
  /** Folder of local video files (LOCAL_VIDEO_DIR, default: the demo dataset's media/videos). */
  localVideoDir: string;
  /** Videos made on this machine, searched first (`<DATA_DIR>/videos`: the narrated demo talks). */
  generatedVideoDir?: string;
  /** VIDEO_URL_SECRET: signs local video links; unset → the key shared through the database. */
  urlSecret?: string;
  /** FFPROBE_PATH and FFMPEG_PATH: read uploaded videos on the server (decision 0062); the system's by default. */
  ffprobePath?: string;
  ffmpegPath?: string;
}

/**
 * Bunny Stream when configured, otherwise signed URLs to local files (docs/ARCHITECTURE.md),
 * uploaded videos included where the local storage keeps them (`storedFile`).
 */
export function createVideoProvider(
  settings: VideoSettings,
  logger: Logger,
  storedFile?: (key: string) => string | null,
): VideoProvider {
  if (settings.bunny) return createBunnyVideoProvider(settings.bunny, { logger });
  return createLocalVideoProvider({
    dir: settings.localVideoDir,
    generatedDir: settings.generatedVideoDir,
    ...(storedFile && { storedFile }),
    secret: videoUrlSecret(settings.urlSecret),
  });
}
