/**
 * The header badge after an add (+1) or a removal (−1), docs/product/commerce.md When the API answered the cart,
 * its item count wins, so a badge that was already stale is corrected rather than shifted.
 */
export function cartCountAfter(current: number, delta: 1 | -1, reported?: number | null): number {
  if (typeof reported === 'number' && Number.isInteger(reported) && reported >= 0) return reported;
  return Math.max(0, current + delta);
}
