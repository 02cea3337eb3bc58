import { createHash } from 'node:crypto';

/**
 * Bunny's embed view token (docs.bunny.net/stream/token-authentication):
 * SHA256_HEX(token_security_key + video_id + expiration), expiration in UNIX seconds.
 */
export function bunnyEmbedToken(tokenKey: string, videoId: string, expiresSeconds: number): string {
  return createHash('sha256').update(`${tokenKey}${videoId}${expiresSeconds}`, 'utf8').digest('hex');
}

/** `https://iframe.mediadelivery.net/embed/{library}/{video}?token=…&expires=…` */
export function bunnyEmbedUrl(
  embedBaseUrl: string,
  libraryId: string,
  videoId: string,
  tokenKey: string,
  expiresSeconds: number,
): string {
  const token = bunnyEmbedToken(tokenKey, videoId, expiresSeconds);
  return `${embedBaseUrl}/embed/${encodeURIComponent(libraryId)}/${encodeURIComponent(videoId)}?token=${token}&expires=${expiresSeconds}`;
}
