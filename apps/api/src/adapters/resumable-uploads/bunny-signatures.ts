import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The presigned tus upload's signature (docs/providers.md, Bunny Stream uploads):
 * hex SHA-256 of library id + API key + expiry (Unix seconds) + video id, concatenated.
 */
export function bunnyTusSignature(libraryId: string, apiKey: string, expires: number, videoId: string): string {
  return createHash('sha256').update(`${libraryId}${apiKey}${expires}${videoId}`).digest('hex');
}

/** Bunny Stream's webhook signature: hex HMAC-SHA256 of the raw body, keyed with the read-only API key. */
export function bunnyWebhookSignature(rawBody: string, readOnlyApiKey: string): string {
  return createHmac('sha256', readOnlyApiKey).update(rawBody, 'utf8').digest('hex');
}

/** Compares a webhook's `X-BunnyStream-Signature` with ours in constant time. */
export function isBunnyWebhookSigned(rawBody: string, signature: string | undefined, readOnlyApiKey: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(bunnyWebhookSignature(rawBody, readOnlyApiKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
