/**
 * How long a playback URL works. Long enough to watch a lesson and seek in it (the local route
 * checks every Range request), short enough that a copied link soon stops working.
 */
export const VIDEO_URL_TTL_SECONDS = 3 * 60 * 60;

/** The expiry of a URL issued at `now`, in whole UNIX seconds. */
export function expiresAtSeconds(now: Date, ttlSeconds = VIDEO_URL_TTL_SECONDS): number {
  return Math.floor(now.getTime() / 1000) + ttlSeconds;
}
