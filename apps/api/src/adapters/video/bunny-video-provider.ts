import type { Logger, VideoProvider } from '@manara/domain';
import type { BunnyStreamConfig } from './bunny-config';
import { bunnyEmbedUrl } from './bunny-embed-token';
import { expiresAtSeconds, VIDEO_URL_TTL_SECONDS } from './video-ttl';

/** Stream API video status 4 = Finished (docs/providers.md; the webhook enum differs). */
export const BUNNY_STATUS_FINISHED = 4;

export interface BunnyVideoProviderOptions {
  logger: Logger;
  ttlSeconds?: number;
  timeoutMs?: number;
}

/**
 * Bunny Stream: a signed iframe embed URL plus the video's status from the Stream API. A finished
 * video stays finished, so that answer is remembered; anything else is asked again next time.
 * When the API cannot be reached the URL is still returned, with isReady false.
 */
export function createBunnyVideoProvider(config: BunnyStreamConfig, options: BunnyVideoProviderOptions): VideoProvider {
  const { logger, ttlSeconds = VIDEO_URL_TTL_SECONDS, timeoutMs = 5_000 } = options;
  const finished = new Set<string>();

  const isFinished = async (videoId: string): Promise<boolean> => {
    if (finished.has(videoId)) return true;
    const url = `${config.apiBaseUrl}/library/${encodeURIComponent(config.libraryId)}/videos/${encodeURIComponent(videoId)}`;
    try {
      const response = await fetch(url, {
        headers: { AccessKey: config.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        logger.warn({ videoId, status: response.status }, 'bunny video status refused');
        return false;
      }
      const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
      const ready = body?.status === BUNNY_STATUS_FINISHED;
      if (ready) finished.add(videoId);
      return ready;
    } catch (error) {
      logger.warn({ videoId, err: error }, 'bunny video status unreachable');
      return false;
    }
  };

  return {
    name: 'bunny',
    async playback(videoId, now) {
      const expires = expiresAtSeconds(now, ttlSeconds);
      return {
        finalUrl: bunnyEmbedUrl(config.embedBaseUrl, config.libraryId, videoId, config.tokenKey, expires),
        isReady: await isFinished(videoId),
        expiresAt: new Date(expires * 1000),
        player: 'IFRAME',
      };
    },
  };
}
