import type { StatusTone } from './order-outcome';

/**
 * Status badge colours; text passes WCAG AA in both themes (status-tone-styles.test.ts measures
 * every pair). Neutral uses the theme's own surface and text tokens.
 */
export const statusToneStyles: Record<StatusTone, string> = {
  success: 'bg-[light-dark(#d1fae5,#0b2e1f)] text-[light-dark(#0f5132,#a7f3d0)]',
  waiting: 'bg-[light-dark(#fef3c7,#3a2206)] text-[light-dark(#713f12,#fde68a)]',
  problem: 'bg-[light-dark(#fef3f2,#3b1512)] text-[light-dark(#7a271a,#fecdca)]',
  neutral: 'bg-surface-muted text-fg',
};
