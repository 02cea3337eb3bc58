import type { Locale } from '@manara/i18n';

/** Which player the web shows: Bunny's iframe player, or a plain <video> on a signed file URL. */
export type VideoPlayerKind = 'IFRAME' | 'FILE';

export interface VideoPlayback {
  /** Signed URL that stops working at `expiresAt` (absolute for Bunny, site-relative for local files). */
  finalUrl: string;
  /** False while the provider is still processing the video (or the file is missing). */
  isReady: boolean;
  expiresAt: Date;
  player: VideoPlayerKind;
  /** A still shown before the video plays (the uploaded video's processed frame), when there is one. */
  posterUrl?: string | null;
}

/**
 * Video port (docs/product/learning.md): Bunny Stream when configured (signed embed URL + status check), otherwise
 * signed, expiring URLs to local demo files served by the API's `/video/<key>` route.
 */
export interface VideoProvider {
  readonly name: 'bunny' | 'local';
  /** `locale`: the viewer's language, for providers that keep a video per language (the local demo videos). */
  playback(videoId: string, now: Date, locale?: Locale): Promise<VideoPlayback>;
}
