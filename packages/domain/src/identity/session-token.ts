import { createHash, randomBytes } from 'node:crypto';

/** Opaque session tokens: 256 random bits, stored only as their SHA-256 (docs/security.md). */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_TTL_DAYS = 30;
