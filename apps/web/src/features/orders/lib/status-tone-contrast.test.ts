import { describe, expect, it } from 'vitest';
import { contrastRatio, lightDarkPairs } from '@/shared/lib/contrast';
import { statusToneStyles } from './status-tone-styles';

describe('order status palette', () => {
  for (const [tone, classes] of Object.entries(statusToneStyles).filter(([tone]) => tone !== 'neutral')) {
    it(`${tone}: text passes AA (4.5:1) in light and dark`, () => {
      const pairs = lightDarkPairs(classes);
      expect(pairs).not.toBeNull();
      expect(contrastRatio(pairs!.light.fg, pairs!.light.bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(pairs!.dark.fg, pairs!.dark.bg)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
