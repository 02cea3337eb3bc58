import type { CouponWithRules } from '@manara/db';
import { describe, expect, it } from 'vitest';
import { checkCoupon, couponAdmits } from './coupon-rules';

const now = new Date('2026-11-20T12:00:00Z');
const coupon = (over: Partial<CouponWithRules> = {}): CouponWithRules => ({
  id: 'c1',
  code: 'X',
  kind: 'PERCENTAGE',
  value: 10,
  validFrom: null,
  validTo: null,
  maxUses: null,
  maxUsesPerUser: null,
  minCartPiastres: 0,
  timesUsed: 0,
  isActive: true,
  firstPurchaseOnly: false,
  version: 1,
  createdAt: now,
  updatedAt: now,
  programIds: [],
  types: [],
  categoryIds: [],
  ...over,
});
const course = { programId: 'p1', type: 'COURSE' as const, categoryId: 'cat1' };
const workshop = { programId: 'p2', type: 'WORKSHOP' as const, categoryId: null };
const check = (c: CouponWithRules | null, over: Partial<Parameters<typeof checkCoupon>[0]> = {}) =>
  checkCoupon({
    coupon: c,
    now,
    uses: { total: 0, byUser: 0 },
    lines: [course, workshop],
    subtotalPiastres: 50000,
    ...over,
  });

describe('checkCoupon', () => {
  it('admits every line of an unrestricted, valid coupon', () => {
    expect(check(coupon())).toEqual([true, true]);
  });

  it('refuses with its own code for each reason', () => {
    expect(() => check(null)).toThrow('COUPON_NOT_FOUND');
    expect(() => check(coupon({ isActive: false }))).toThrow('COUPON_NOT_FOUND');
    expect(() => check(coupon({ validTo: new Date('2026-11-19T00:00:00Z') }))).toThrow('COUPON_EXPIRED');
    expect(() => check(coupon({ validFrom: new Date('2026-11-21T00:00:00Z') }))).toThrow('COUPON_EXPIRED');
    expect(() => check(coupon({ maxUses: 3 }), { uses: { total: 3, byUser: 0 } })).toThrow('COUPON_EXHAUSTED');
    expect(() => check(coupon({ maxUsesPerUser: 1 }), { uses: { total: 1, byUser: 1 } })).toThrow('COUPON_EXHAUSTED');
    expect(() => check(coupon({ programIds: ['p9'] }))).toThrow('COUPON_NOT_APPLICABLE');
    expect(() => check(coupon({ minCartPiastres: 50001 }))).toThrow('COUPON_BELOW_MINIMUM');
  });

  it('keeps a first-purchase coupon for a learner who has never paid for an order', () => {
    expect(check(coupon({ firstPurchaseOnly: true }), { hasPaidOrder: false })).toEqual([true, true]);
    expect(() => check(coupon({ firstPurchaseOnly: true }), { hasPaidOrder: true })).toThrow(
      'COUPON_FIRST_PURCHASE_ONLY',
    );
    expect(check(coupon(), { hasPaidOrder: true })).toEqual([true, true]);
  });

  it('applies a scoped coupon to its own lines only, and measures the minimum on the whole cart', () => {
    expect(check(coupon({ programIds: ['p2'], minCartPiastres: 50000 }))).toEqual([false, true]);
    expect(check(coupon({ categoryIds: ['cat1'] }))).toEqual([true, false]);
    expect(() => check(coupon({ programIds: ['p2'], minCartPiastres: 50001 }))).toThrow('COUPON_BELOW_MINIMUM');
  });

  it('accepts the limits while there is room, and the window bounds themselves', () => {
    expect(check(coupon({ maxUses: 3, maxUsesPerUser: 2 }), { uses: { total: 2, byUser: 1 } })).toEqual([true, true]);
    expect(check(coupon({ validFrom: now, validTo: now, minCartPiastres: 50000 }))).toEqual([true, true]);
  });
});

describe('couponAdmits', () => {
  it('needs every kind of restriction that is set to match', () => {
    expect(couponAdmits(coupon({ types: ['WORKSHOP'] }), workshop)).toBe(true);
    expect(couponAdmits(coupon({ types: ['WORKSHOP'] }), course)).toBe(false);
    expect(couponAdmits(coupon({ categoryIds: ['cat1'] }), course)).toBe(true);
    expect(couponAdmits(coupon({ categoryIds: ['cat1'] }), workshop)).toBe(false);
    expect(couponAdmits(coupon({ types: ['COURSE'], programIds: ['p2'] }), course)).toBe(false);
    expect(couponAdmits(coupon({ types: ['COURSE', 'WORKSHOP'], programIds: ['p1', 'p2'] }), workshop)).toBe(true);
  });
});
