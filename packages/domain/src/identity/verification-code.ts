import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Verification codes (docs/security.md): six random digits, single use, short-lived, attempt-limited. */
export const CODE_TTL_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;

export function generateVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Only a keyed hash is stored. The key binds the code to its e-mail and purpose, so a stored
 * hash is useless for another address or another purpose.
 */
export function hashVerificationCode(email: string, purpose: string, code: string): string {
  return createHmac('sha256', `${purpose}:${email.trim().toLowerCase()}`).update(code).digest('hex');
}

/** Constant-time comparison of a typed code with a stored hash. */
export function verificationCodeMatches(storedHash: string, email: string, purpose: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashVerificationCode(email, purpose, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function verificationCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
}
