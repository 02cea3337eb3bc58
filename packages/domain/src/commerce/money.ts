/** Integer piastre arithmetic (decision 0011): no floating-point money anywhere. */

/** round(numerator / denominator), halves away from zero, for non-negative integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Splits `total` over `weights` in proportion, by largest remainder: every share is the floor
 * of its exact part, and the piastres left go one each to the largest fractional parts
 * (earlier items first on ties). The shares always sum to `total` exactly.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total !== 0) throw new RangeError('cannot split a non-zero amount over zero weights');
    return weights.map(() => 0);
  }
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, index) => ({ index, remainder: (total * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
