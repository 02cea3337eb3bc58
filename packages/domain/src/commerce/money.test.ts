import { describe, expect, it } from 'vitest';
import { divideHalfUp, splitByLargestRemainder } from './money';

describe('divideHalfUp', () => {
  it('rounds halves up and everything else to the nearest piastre', () => {
    expect(divideHalfUp(5, 10)).toBe(1); // 0.5
    expect(divideHalfUp(4, 10)).toBe(0); // 0.4
    expect(divideHalfUp(40050 * 1400, 10_000)).toBe(5607); // 5607.0
    expect(divideHalfUp(63045 * 1400, 10_000)).toBe(8826); // 8826.3
    expect(divideHalfUp(125 * 1400, 10_000)).toBe(18); // 17.5
    expect(divideHalfUp(0, 7)).toBe(0);
  });

  it('refuses a zero denominator', () => {
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('splitByLargestRemainder', () => {
  it('splits exactly, giving leftover piastres to the largest remainders', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(splitByLargestRemainder(7, [1, 2])).toEqual([2, 5]); // 2.33 / 4.67
  });

  it('always sums to the total', () => {
    const weights = [40050, 30000, 19999, 1];
    for (const total of [0, 1, 7005, 8826, 99_999]) {
      expect(splitByLargestRemainder(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('gives nothing to zero weights and refuses to split money over none', () => {
    expect(splitByLargestRemainder(10, [0, 5, 0])).toEqual([0, 10, 0]);
    expect(splitByLargestRemainder(0, [0, 0])).toEqual([0, 0]);
    expect(() => splitByLargestRemainder(1, [0, 0])).toThrow(RangeError);
  });
});
