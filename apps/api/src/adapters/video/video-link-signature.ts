import { macMatches, macOf, secretOrRandom } from '../../lib/signing/signed-token';

/** The configured VIDEO_URL_SECRET, or the key shared through the database (see secretOrRandom). */
export function videoUrlSecret(configured: string | undefined): Buffer {
  return secretOrRandom('video', configured);
}

function mac(key: string, expiresSeconds: number, secret: Buffer): Buffer {
  return macOf('video', `${key}\n${expiresSeconds}`, secret);
}

export function signVideoLink(key: string, expiresSeconds: number, secret: Buffer): string {
  return mac(key, expiresSeconds, secret).toString('base64url');
}

export type VideoLinkCheck = 'ok' | 'expired' | 'invalid';

/**
 * Checks `expires` and `sig` from a /video URL: the signature first (constant time), so a forged
 * URL never learns whether its expiry would have passed; then the expiry against `now`.
 */
export function checkVideoLink(
  key: string,
  expires: string | undefined,
  sig: string | undefined,
  secret: Buffer,
  now: Date,
): VideoLinkCheck {
  if (!expires || !/^\d{1,12}$/.test(expires) || !sig) return 'invalid';
  const expiresSeconds = Number(expires);
  if (!macMatches(sig, mac(key, expiresSeconds, secret))) return 'invalid';
  return expiresSeconds * 1000 > now.getTime() ? 'ok' : 'expired';
}
