import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

let processSecret: Buffer | undefined;

/**
 * UPLOAD_URL_SECRET when set (needed when several API processes take uploads, so a link made by
 * one is accepted by another); otherwise one random key for this process.
 */
export function uploadUrlSecret(env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.UPLOAD_URL_SECRET) return Buffer.from(env.UPLOAD_URL_SECRET, 'utf8');
  processSecret ??= randomBytes(32);
  return processSecret;
}

/** What a local upload link allows: one object key, at most maxBytes, until expires (seconds). */
export interface UploadGrant {
  key: string;
  maxBytes: number;
  expires: number;
}

function mac(grant: UploadGrant, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(`manara upload\n${grant.key}\n${grant.maxBytes}\n${grant.expires}`).digest();
}

/** The query of a local upload link: `/uploads/<key>?max=…&expires=…&sig=…`. */
export function signUploadGrant(grant: UploadGrant, secret: Buffer): string {
  const sig = mac(grant, secret).toString('base64url');
  return new URLSearchParams({ max: String(grant.maxBytes), expires: String(grant.expires), sig }).toString();
}

export type UploadGrantCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: 'invalid' | 'expired' };

const integer = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** The signature first (constant time), so a forged link learns nothing; then the expiry. */
export function checkUploadGrant(key: string, query: { max?: string; expires?: string; sig?: string }, secret: Buffer, now: Date): UploadGrantCheck {
  const maxBytes = integer(query.max);
  const expires = integer(query.expires);
  if (maxBytes === null || expires === null || !query.sig) return { ok: false, reason: 'invalid' };
  const grant = { key, maxBytes, expires };
  const given = Buffer.from(query.sig, 'base64url');
  const expected = mac(grant, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
