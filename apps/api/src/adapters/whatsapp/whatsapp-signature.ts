import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Hub-Signature-256's value for a body: `sha256=` and the hex HMAC-SHA256 keyed with the app secret. */
export function signWhatsAppBody(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Constant-time check of a webhook's signature over its raw bytes. */
export function isWhatsAppSignatureValid(rawBody: string, signature: string | undefined, appSecret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signWhatsAppBody(rawBody, appSecret));
  const actual = Buffer.from(signature.trim());
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
