/**
 * A processed video's poster as a URL: a storage key is served public by `/media` (site-relative,
 * through the web's proxy); a video host's thumbnail is already an absolute URL.
 */
export function videoPosterUrl(poster: string | null): string | null {
  if (!poster) return null;
  return /^https?:\/\//.test(poster) ? poster : `/media/${poster}`;
}
