import { describe, expect, it } from 'vitest';
import { diplomaCreditOf } from './diploma-credit';

const part = (pricePiastres: number, owned = false) => ({ pricePiastres, owned });

describe('diplomaCreditOf', () => {
  it('gives nothing when no part is owned', () => {
    expect(diplomaCreditOf(90000, [part(40050), part(20000), part(30000)])).toEqual({
      ownedCount: 0,
      partsCount: 3,
      creditPiastres: 0,
      allOwned: false,
    });
  });

  it("takes off the owned parts' share of the parts' prices, half-up to the piastre", () => {
    // 900 EGP × 300 / 900.50 = 299.8334 EGP.
    expect(diplomaCreditOf(90000, [part(40050), part(20000), part(30000, true)])).toMatchObject({
      ownedCount: 1,
      creditPiastres: 29983,
      allOwned: false,
    });
    // 100 × 1/3 = 33.33…; 100 × 2/3 = 66.66… → 67 (half-up).
    expect(diplomaCreditOf(100, [part(1, true), part(1), part(1)]).creditPiastres).toBe(33);
    expect(diplomaCreditOf(100, [part(1, true), part(1, true), part(1)]).creditPiastres).toBe(67);
    expect(diplomaCreditOf(10, [part(1, true), part(3)]).creditPiastres).toBe(3); // 2.5 → 3
  });

  it('never takes off more than the diploma costs', () => {
    const credit = diplomaCreditOf(50000, [part(90000, true), part(10000)]);
    expect(credit.creditPiastres).toBe(45000);
    expect(diplomaCreditOf(50000, [part(90000, true), part(0)]).creditPiastres).toBe(50000);
  });

  it('treats a diploma whose parts are all owned as owned, crediting its whole price', () => {
    expect(diplomaCreditOf(90000, [part(40050, true), part(0, true)])).toEqual({
      ownedCount: 2,
      partsCount: 2,
      creditPiastres: 90000,
      allOwned: true,
    });
  });

  it('gives no share to free parts, and no credit for a diploma without parts', () => {
    expect(diplomaCreditOf(90000, [part(0, true), part(0)]).creditPiastres).toBe(0);
    expect(diplomaCreditOf(90000, [part(0, true), part(30000)]).creditPiastres).toBe(0);
    expect(diplomaCreditOf(90000, [])).toEqual({ ownedCount: 0, partsCount: 0, creditPiastres: 0, allOwned: false });
  });
});
