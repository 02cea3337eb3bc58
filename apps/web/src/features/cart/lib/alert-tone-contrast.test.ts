import { describe, expect, it } from 'vitest';
import { contrastRatio, lightDarkPairs } from '@/shared/lib/contrast';
import { alertToneStyles } from './cart-alert';

describe('cart alert palette', () => {
  for (const [tone, classes] of Object.entries(alertToneStyles)) {
    it(`${tone}: text passes AA (4.5:1) in light and dark`, () => {
      const pairs = lightDarkPairs(classes);
      expect(pairs).not.toBeNull();
      expect(contrastRatio(pairs!.light.fg, pairs!.light.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(pairs!.dark.fg, pairs!.dark.bg)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
