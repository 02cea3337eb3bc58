/** Stored files never change under a key (a new upload gets a new key), so caches may keep them for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header matches an ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
