/** A poster we stored ourselves has a storage key; a video host's thumbnail is an absolute URL. */
export function posterStorageKey(poster: string | null): string | null {
  return poster && !/^https?:\/\//.test(poster) ? poster : null;
}

/**
 * A processed video's poster as a URL: a storage key is served public by `/media` (site-relative,
 * through the web's proxy); a video host's thumbnail is already an absolute URL.
 */
export function videoPosterUrl(poster: string | null): string | null {
  if (!poster) return null;
  const key = posterStorageKey(poster);
  return key ? `/media/${key}` : poster;
}
