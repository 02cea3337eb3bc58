import { describe, expect, it } from 'vitest';
import { nationalWalletNumber, parseWalletNumber } from './parse-wallet-number';

describe('parseWalletNumber', () => {
  it('reads Egyptian mobiles in national and international form', () => {
    expect(parseWalletNumber('01012345678')).toBe('+201012345678');
    expect(parseWalletNumber('+20 115 123 4567')).toBe('+201151234567');
    expect(parseWalletNumber('0127-123-4567')).toBe('+201271234567');
  });
  it('accepts Arabic-Indic digits', () => {
    expect(parseWalletNumber('٠١٠١٢٣٤٥٦٧٨')).toBe('+201012345678');
  });
  it('refuses landlines, other countries, short numbers and text', () => {
    expect(parseWalletNumber('0223456789')).toBeNull(); // Cairo landline
    expect(parseWalletNumber('+966501234567')).toBeNull(); // Saudi mobile
    expect(parseWalletNumber('0101234')).toBeNull();
    expect(parseWalletNumber('wallet')).toBeNull();
    expect(parseWalletNumber('')).toBeNull();
  });
  it('gives the national form back', () => {
    expect(nationalWalletNumber('+201012345678')).toBe('01012345678');
  });
});
