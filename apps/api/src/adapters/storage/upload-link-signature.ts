import { macMatches, macOf, secretOrRandom } from '../../lib/signing/signed-token';

/** The configured UPLOAD_URL_SECRET, or the key shared through the database (see secretOrRandom). */
export function uploadUrlSecret(configured: string | undefined): Buffer {
  return secretOrRandom('upload', configured);
}

/** What a local upload link allows: one object key, at most maxBytes, until expires (seconds). */
export interface UploadGrant {
  key: string;
  maxBytes: number;
  expires: number;
}

const mac = (grant: UploadGrant, secret: Buffer) =>
  macOf('upload', `${grant.key}\n${grant.maxBytes}\n${grant.expires}`, secret);

/** The query of a local upload link: `/uploads/<key>?max=…&expires=…&sig=…`. */
export function signUploadGrant(grant: UploadGrant, secret: Buffer): string {
  const sig = mac(grant, secret).toString('base64url');
  return new URLSearchParams({ max: String(grant.maxBytes), expires: String(grant.expires), sig }).toString();
}

export type UploadGrantCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

const integer = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** The signature first (constant time), so a forged link learns nothing; then the expiry. */
export function checkUploadGrant(
  key: string,
  query: { max?: string; expires?: string; sig?: string },
  secret: Buffer,
  now: Date,
): UploadGrantCheck {
  const maxBytes = integer(query.max);
  const expires = integer(query.expires);
  if (maxBytes === null || expires === null || !query.sig) return { ok: false, reason: 'invalid' };
  const grant = { key, maxBytes, expires };
  if (!macMatches(query.sig, mac(grant, secret))) return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
