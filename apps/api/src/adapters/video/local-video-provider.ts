import type { VideoProvider } from '@manara/domain';
import { findLocalVideo, isUploadedVideoKey, isVideoKey } from './local-video-files';
import { checkVideoLink, signVideoLink, type VideoLinkCheck } from './video-link-signature';
import { expiresAtSeconds, VIDEO_URL_TTL_SECONDS } from './video-ttl';

export interface LocalVideoProvider extends VideoProvider {
  readonly name: 'local';
  /** Folders searched in order: the generated videos' first, then `dir`. */
  readonly dirs: readonly string[];
  /** Where the local storage keeps an uploaded video (decision 0062), when it is local. */
  readonly storedFile?: (key: string) => string | null;
  /** Used by the /video route: is this URL one we signed, and still valid at `now`? */
  checkLink(key: string, expires: string | undefined, sig: string | undefined, now: Date): VideoLinkCheck;
}

export interface LocalVideoProviderOptions {
  /** Folder holding `<videoId>.mp4` / `.webm` (the demo dataset's media/videos by default). */
  dir: string;
  /**
   * Folder of videos made on this machine (the narrated demo talks in `<DATA_DIR>/videos`,
   * decision 0052), searched before `dir`; there `<videoId>-<locale>.mp4` is the viewer's language.
   */
  generatedDir?: string;
  /** The local storage's private file for an uploaded video's key; absent with S3 storage. */
  storedFile?: (key: string) => string | null;
  secret: Buffer;
  ttlSeconds?: number;
}

/**
 * The offline default: site-relative `/video/<videoId>?expires=…&sig=…` URLs (HMAC-SHA256,
 * expiring) to files on this machine (the demo videos, and videos uploaded to the local storage), served with Range support by the API (the web forwards /video).
 */
export function createLocalVideoProvider(options: LocalVideoProviderOptions): LocalVideoProvider {
  const { dir, generatedDir, storedFile, secret, ttlSeconds = VIDEO_URL_TTL_SECONDS } = options;
  const dirs = generatedDir ? [generatedDir, dir] : [dir];
  return {
    name: 'local',
    dirs,
    ...(storedFile && { storedFile }),
    async playback(videoId, now, locale) {
      const expires = expiresAtSeconds(now, ttlSeconds);
      // The viewer's language version when there is one, the video itself otherwise.
      const localized = locale && isVideoKey(videoId) ? `${videoId}-${locale}` : null;
      const key =
        localized && (await findLocalVideo(dirs, localized))
          ? localized
          : isVideoKey(videoId) || isUploadedVideoKey(videoId)
            ? videoId
            : encodeURIComponent(videoId);
      const query = new URLSearchParams({ expires: String(expires), sig: signVideoLink(key, expires, secret) });
      return {
        finalUrl: `/video/${key}?${query.toString()}`,
        isReady: (await findLocalVideo(dirs, key, storedFile)) !== null,
        expiresAt: new Date(expires * 1000),
        player: 'FILE',
      };
    },
    checkLink: (key, expires, sig, now) => checkVideoLink(key, expires, sig, secret, now),
  };
}

export function isLocalVideoProvider(provider: VideoProvider): provider is LocalVideoProvider {
  return provider.name === 'local' && 'checkLink' in provider;
}
