import { describe, expect, it } from 'vitest';
import { couponDiscount, priceCart, priceWithVat } from './price-cart';

const line = (pricePiastres: number, couponEligible = true) => ({ pricePiastres, couponEligible });

describe('priceCart', () => {
  it('adds VAT once on the total, half-up, without a coupon', () => {
    const priced = priceCart([line(40050), line(30000)], null, 1400);
    expect(priced).toMatchObject({
      subtotalPiastres: 70050,
      discountPiastres: 0,
      afterDiscountPiastres: 70050,
      vatPiastres: 9807,
      totalPiastres: 79857,
    });
    expect(priced.lines.map((l) => l.vatPiastres)).toEqual([5607, 4200]);
  });

  it('takes a percentage discount, then VAT on the discounted total', () => {
    const priced = priceCart([line(40050), line(30000)], { kind: 'PERCENTAGE', value: 10 }, 1400);
    expect(priced).toMatchObject({
      discountPiastres: 7005,
      afterDiscountPiastres: 63045,
      vatPiastres: 8826,
      totalPiastres: 71871,
    });
    expect(priced.lines.map((l) => l.discountPiastres)).toEqual([4005, 3000]);
  });

  it('spreads discount and VAT so item shares sum exactly to the totals', () => {
    const priced = priceCart(
      [line(33333), line(33333), line(33334), line(1, false)],
      { kind: 'FIXED', value: 10000 },
      1400,
    );
    const sum = (key: 'discountPiastres' | 'vatPiastres' | 'paidPiastres') =>
      priced.lines.reduce((a, l) => a + l[key], 0);
    expect(sum('discountPiastres')).toBe(priced.discountPiastres);
    expect(sum('vatPiastres')).toBe(priced.vatPiastres);
    expect(sum('paidPiastres')).toBe(priced.totalPiastres);
    expect(priced.lines[3]!.discountPiastres).toBe(0);
  });

  it('discounts only eligible lines, and a fixed coupon never beyond them', () => {
    const priced = priceCart([line(20000, true), line(30000, false)], { kind: 'FIXED', value: 50000 }, 1400);
    expect(priced).toMatchObject({ discountPiastres: 20000, afterDiscountPiastres: 30000, vatPiastres: 4200 });
  });

  it('makes a free order when everything is discounted', () => {
    expect(priceCart([line(20000)], { kind: 'PERCENTAGE', value: 100 }, 1400)).toMatchObject({
      totalPiastres: 0,
      vatPiastres: 0,
    });
    expect(priceCart([], null, 1400)).toMatchObject({ totalPiastres: 0, lines: [] });
  });

  it('follows the configured rate, 0 included', () => {
    expect(priceCart([line(40050)], null, 1250).vatPiastres).toBe(5006); // 5006.25
    expect(priceCart([line(40050)], null, 0)).toMatchObject({ vatPiastres: 0, totalPiastres: 40050 });
  });
});

describe('couponDiscount', () => {
  it('rounds a percentage half-up to the piastre', () => {
    expect(couponDiscount({ kind: 'PERCENTAGE', value: 15 }, 333)).toBe(50); // 49.95
    expect(couponDiscount({ kind: 'PERCENTAGE', value: 10 }, 5)).toBe(1); // 0.5
    expect(couponDiscount(null, 1000)).toBe(0);
  });
});

describe('priceWithVat', () => {
  it('charges what a one-line order without a coupon charges', () => {
    for (const price of [0, 1, 3, 79900, 40050, 60017, 123457]) {
      for (const rate of [0, 1400, 1000, 1450]) {
        expect(priceWithVat(price, rate)).toBe(
          priceCart([{ pricePiastres: price, couponEligible: false }], null, rate).totalPiastres,
        );
      }
    }
    // 799 EGP + 14% = 910.86 EGP.
    expect(priceWithVat(79900, 1400)).toBe(91086);
  });
});
