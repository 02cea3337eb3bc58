import { describe, expect, it } from 'vitest';
import { cartCountAfter } from './cart-count';

describe('cartCountAfter', () => {
  it('adds one on add and removes one on removal', () => {
    expect(cartCountAfter(2, 1)).toBe(3);
    expect(cartCountAfter(2, -1)).toBe(1);
  });

  it('never goes below zero', () => {
    expect(cartCountAfter(0, -1)).toBe(0);
  });

  it('takes the count the API reported when there is one', () => {
    expect(cartCountAfter(5, 1, 2)).toBe(2);
    expect(cartCountAfter(1, -1, 0)).toBe(0);
    expect(cartCountAfter(1, 1, null)).toBe(2);
  });
});
