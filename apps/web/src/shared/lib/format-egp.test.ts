import { formatEgp } from '@manara/i18n';
import { describe, expect, it } from 'vitest';
import { formatEgpDiscount } from './format-egp';

describe('formatEgp', () => {
  it('shows pounds and piastres exactly, whatever the float', () => {
    expect(formatEgp(0.1 + 0.2, 'en')).toBe(formatEgp(0.3, 'en'));
    expect(formatEgp(1499.5, 'en')).toMatch(/1,499\.5/);
    expect(formatEgp(91086 / 100, 'en')).toMatch(/910\.86/);
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
