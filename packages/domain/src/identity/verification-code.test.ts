import { describe, expect, it } from 'vitest';
import {
  CODE_TTL_MINUTES,
  generateVerificationCode,
  hashVerificationCode,
  verificationCodeExpiry,
  verificationCodeMatches,
} from './verification-code';
import { newUserCode } from './user-code';

describe('verification codes', () => {
  it('are six ASCII digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i++) expect(generateVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('vary', () => {
    const codes = new Set(Array.from({ length: 200 }, generateVerificationCode));
    expect(codes.size).toBeGreaterThan(190);
  });

  it('hash to hex bound to e-mail and purpose', () => {
    const hash = hashVerificationCode('a@b.co', 'EMAIL_VERIFICATION', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashVerificationCode('A@B.co', 'EMAIL_VERIFICATION', '123456')).toBe(hash);
    expect(hashVerificationCode('x@b.co', 'EMAIL_VERIFICATION', '123456')).not.toBe(hash);
    expect(hashVerificationCode('a@b.co', 'PASSWORD_RESET', '123456')).not.toBe(hash);
  });

  it('match only the same code, e-mail and purpose', () => {
    const hash = hashVerificationCode('a@b.co', 'PASSWORD_RESET', '000123');
    expect(verificationCodeMatches(hash, 'a@b.co', 'PASSWORD_RESET', '000123')).toBe(true);
    expect(verificationCodeMatches(hash, 'a@b.co', 'PASSWORD_RESET', '000124')).toBe(false);
    expect(verificationCodeMatches(hash, 'a@b.co', 'EMAIL_VERIFICATION', '000123')).toBe(false);
    expect(verificationCodeMatches('abcd', 'a@b.co', 'PASSWORD_RESET', '000123')).toBe(false);
  });

  it('expire after 15 minutes', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(CODE_TTL_MINUTES).toBe(15);
    expect(verificationCodeExpiry(now).toISOString()).toBe('2026-01-01T10:15:00.000Z');
  });
});

describe('newUserCode', () => {
  it('is U plus 8 base32 characters', () => {
    for (let i = 0; i < 100; i++) expect(newUserCode()).toMatch(/^U[A-Z2-7]{8}$/);
  });
});
