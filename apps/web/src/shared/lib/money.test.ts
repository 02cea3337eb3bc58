import { describe, expect, it } from 'vitest';
import { egpToPiastres, priceView } from './money';

describe('egpToPiastres', () => {
  it('rounds float EGP to whole piastres', () => {
    expect(egpToPiastres(1499)).toBe(149900);
    expect(egpToPiastres(0.1 + 0.2)).toBe(30);
    expect(egpToPiastres(19.99)).toBe(1999);
    expect(egpToPiastres(1.005)).toBe(100);
  });

  it('treats negatives and non-numbers as free', () => {
    expect(egpToPiastres(-5)).toBe(0);
    expect(egpToPiastres(Number.NaN)).toBe(0);
  });
});

describe('priceView', () => {
  it('shows the original price and the saving when discounted', () => {
    expect(priceView(799, 649)).toEqual({ pay: 64900, was: 79900, percentOff: 19, free: false });
  });

  it('shows one price without a discount', () => {
    expect(priceView(500, 500)).toEqual({ pay: 50000, was: null, percentOff: null, free: false });
  });

  it('marks free programs, keeping a struck-through price when they were discounted to zero', () => {
    expect(priceView(0, 0)).toMatchObject({ free: true, was: null });
    expect(priceView(200, 0)).toMatchObject({ free: true, was: 20000, percentOff: 100 });
  });
});
