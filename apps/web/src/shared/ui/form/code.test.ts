import { describe, expect, it } from 'vitest';
import { isCompleteCode, normalizeCode } from './code';

describe('verification code input', () => {
  it('accepts Latin, Arabic-Indic and Eastern Arabic-Indic digits, with spaces', () => {
    expect(normalizeCode('١٢٣ ٤٥٦')).toBe('123456');
    expect(normalizeCode('۱۲۳۴۵۶')).toBe('123456');
    expect(isCompleteCode(' 123 456 ')).toBe(true);
    expect(isCompleteCode('٠٩٨٧٦٥')).toBe(true);
  });

  it('refuses short, long and non-digit codes', () => {
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12a456')).toBe(false);
  });
});
