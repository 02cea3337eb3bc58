import { describe, expect, it } from 'vitest';
import { statusToneStyles } from '@/features/orders/lib/status-tone-styles';
import { alertToneStyles } from './cart-alert';
import { contrastRatio, lightDarkPairs } from './contrast';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('commerce palettes', () => {
  const palettes = {
    ...Object.fromEntries(Object.entries(alertToneStyles).map(([tone, classes]) => [`alert ${tone}`, classes])),
    ...Object.fromEntries(
      Object.entries(statusToneStyles)
        .filter(([tone]) => tone !== 'neutral')
        .map(([tone, classes]) => [`status ${tone}`, classes]),
    ),
  };

  for (const [name, classes] of Object.entries(palettes)) {
    it(`${name}: text passes AA (4.5:1) in light and dark`, () => {
      const pairs = lightDarkPairs(classes);
      expect(pairs).not.toBeNull();
      expect(contrastRatio(pairs!.light.fg, pairs!.light.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(pairs!.dark.fg, pairs!.dark.bg)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
