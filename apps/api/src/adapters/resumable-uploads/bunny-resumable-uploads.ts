import type { HostedVideo, HostedVideoReport, Logger, ResumableUploads } from '@manara/domain';
import type { BunnyStreamConfig } from '../video/bunny-config';
import { bunnyTusSignature, isBunnyWebhookSigned } from './bunny-signatures';
import { hostedStatusOfApi, reportStatusOfWebhook } from './bunny-statuses';

export interface BunnyResumableUploads extends ResumableUploads {
  readonly name: 'bunny';
  /**
   * A webhook's report when its signature holds; `ignored` when signed but nothing to record
   * (captions, another library); null when unsigned or forged.
   */
  readWebhook(rawBody: string, signature: string | undefined): HostedVideoReport | 'ignored' | null;
}

/** What the Stream API answers about a video (the fields read here). */
interface BunnyVideo {
  guid?: string;
  status?: number;
  length?: number;
  storageSize?: number;
  thumbnailFileName?: string | null;
}

export class BunnyApiError extends Error {
  constructor(
    readonly status: number,
    operation: string,
  ) {
    super(`Bunny Stream ${operation} failed: ${status}`);
  }
}

/**
 * Lesson videos go to Bunny Stream's own tus endpoint (decision 0062): each grant creates the
 * video through the Stream API (`POST /library/{id}/videos`, AccessKey) and signs a presigned
 * upload of it — SHA-256 of library id, API key, expiry and video id — so the API key never
 * leaves the server. The video's id is the file's key and the lesson's video. Its processing is
 * read back from the API (status, `length`, the thumbnail on the pull zone) and from Bunny's
 * webhook, signed with the library's read-only key.
 */
export function createBunnyResumableUploads(
  config: BunnyStreamConfig,
  logger: Logger,
  timeoutMs = 10_000,
): BunnyResumableUploads {
  const library = encodeURIComponent(config.libraryId);
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${config.apiBaseUrl}/library/${library}/videos${path}`, {
      ...init,
      headers: { AccessKey: config.apiKey, accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  const videoPath = (videoId: string) => `/${encodeURIComponent(videoId)}`;

  return {
    name: 'bunny',

    async createTarget(key, { expiresInSeconds, now }) {
      // Our own random key titles the video in Bunny's dashboard: nothing of the client's file name.
      const response = await api('', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: key }),
      });
      if (!response.ok) throw new BunnyApiError(response.status, 'create video');
      const { guid } = (await response.json()) as BunnyVideo;
      if (!guid) throw new BunnyApiError(response.status, 'create video (no guid)');
      const expires = Math.floor(now.getTime() / 1000) + expiresInSeconds;
      return {
        key: guid,
        url: `${config.apiBaseUrl}/tusupload`,
        method: 'POST',
        headers: {
          AuthorizationSignature: bunnyTusSignature(config.libraryId, config.apiKey, expires, guid),
          AuthorizationExpire: String(expires),
          VideoId: guid,
          LibraryId: config.libraryId,
        },
        expiresAt: new Date(expires * 1000),
      };
    },

    async discard(videoId) {
      const response = await api(videoPath(videoId), { method: 'DELETE' });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new BunnyApiError(response.status, 'delete video');
    },

    async hostedVideo(videoId): Promise<HostedVideo | null> {
      const response = await api(videoPath(videoId));
      if (response.status === 404) return (await response.body?.cancel(), null);
      if (!response.ok) throw new BunnyApiError(response.status, 'get video');
      const video = (await response.json()) as BunnyVideo;
      const status = hostedStatusOfApi(video.status);
      return {
        status,
        size: video.storageSize ?? 0,
        durationSeconds: status === 'READY' && video.length ? Math.round(video.length) : null,
        posterUrl:
          status === 'READY' && config.cdnHost && video.thumbnailFileName
            ? `https://${config.cdnHost}/${encodeURIComponent(videoId)}/${encodeURIComponent(video.thumbnailFileName)}`
            : null,
      };
    },

    readWebhook(rawBody, signature) {
      if (!config.readOnlyApiKey || !isBunnyWebhookSigned(rawBody, signature, config.readOnlyApiKey)) return null;
      let body: { VideoLibraryId?: unknown; VideoGuid?: unknown; Status?: unknown };
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        return 'ignored';
      }
      const status = reportStatusOfWebhook(body.Status);
      if (String(body.VideoLibraryId) !== config.libraryId || typeof body.VideoGuid !== 'string' || !status) {
        logger.info({ library: body.VideoLibraryId, status: body.Status }, 'bunny webhook ignored');
        return 'ignored';
      }
      return { videoId: body.VideoGuid, status };
    },
  };
}

export function isBunnyResumableUploads(uploads: ResumableUploads | undefined): uploads is BunnyResumableUploads {
  return uploads?.name === 'bunny' && 'readWebhook' in uploads;
}
