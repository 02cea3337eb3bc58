import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const randomSecrets = new Map<string, Buffer>();
const sharedSecrets = new Map<string, Buffer>();

/** Link-signing keys every API copy shares, loaded from the database at start (load-shared-secrets.ts). */
export const SHARED_SECRET_NAMES = ['invoice link', 'upload', 'video', 'unsubscribe', 'program preview'] as const;

export function registerSharedSecret(name: string, value: string): void {
  sharedSecrets.set(name, Buffer.from(value, 'utf8'));
}

/**
 * The secret from the environment when set; otherwise the one generated into the database on
 * first start (shared by every API copy, so a link made by one verifies on another); failing
 * that (tests building a server without a start-up), one random key per name for this process.
 */
export function secretOrRandom(name: string, value: string | undefined): Buffer {
  if (value) return Buffer.from(value, 'utf8');
  const shared = sharedSecrets.get(name);
  if (shared) return shared;
  let secret = randomSecrets.get(name);
  if (!secret) randomSecrets.set(name, (secret = randomBytes(32)));
  return secret;
}

/** HMAC-SHA256 with the purpose mixed in, so a token made for one purpose never passes for another. */
export function macOf(purpose: string, message: string, secret: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`manara ${purpose}\n${message}`).digest();
}

/**
 * Constant-time check of a base64url MAC. Node's decoder is lenient (the last character's spare
 * bits, padding, `+`/`/`, stray characters), so only the one canonical spelling — the decoded
 * bytes encoded again — is accepted: a link has exactly one valid form.
 */
export function macMatches(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, 'base64url');
  if (bytes.toString('base64url') !== given) return false;
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/** `<base64url JSON>.<base64url MAC>`: data carried in a URL that only we can have written. */
export function signToken(purpose: string, data: unknown, secret: Buffer | string): string {
  const payload = Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
  return `${payload}.${macOf(purpose, payload, secret).toString('base64url')}`;
}

/**
 * The JSON data of a token signed for `purpose`, or null when it is malformed or forged. Callers
 * check the shape and expiry of what comes back.
 */
export function readToken(purpose: string, token: string | undefined, secret: Buffer | string): unknown {
  const [payload, mac, extra] = (token ?? '').split('.');
  if (!payload || !mac || extra !== undefined) return null;
  if (!macMatches(mac, macOf(purpose, payload, secret))) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
