import { describe, expect, it } from 'vitest';
import { formatEgp, formatEgpDiscount } from './format-egp';

describe('formatEgp', () => {
  it('shows pounds and piastres from an EGP float without float noise', () => {
    expect(formatEgp(0.1 + 0.2, 'en')).toBe(formatEgp(0.3, 'en'));
    expect(formatEgp(1499.5, 'en')).toMatch(/1,499\.5/);
  });

  it('rounds half a piastre to the nearest piastre', () => {
    expect(formatEgp(10.005, 'en')).toMatch(/10\.01/);
  });

  it('uses Arabic digits on Arabic pages', () => {
    expect(formatEgp(250, 'ar')).toMatch(/٢٥٠/);
  });
});

describe('formatEgpDiscount', () => {
  it('shows a discount as a negative amount in the page language', () => {
    expect(formatEgpDiscount(119.8, 'en')).toMatch(/^-.*119\.8/);
    expect(formatEgpDiscount(99.8, 'ar')).toMatch(/-.*٩٩٫٨/);
  });

  it('shows no discount as zero, without a sign', () => {
    expect(formatEgpDiscount(0, 'en')).not.toContain('-');
  });
});
