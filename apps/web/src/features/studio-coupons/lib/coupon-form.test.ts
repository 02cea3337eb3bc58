import { describe, expect, it } from 'vitest';
import { couponFormOf, couponInputOf, emptyCouponForm, typedNumber, unreadableNumbers } from './coupon-form';

describe('the coupon form', () => {
  it('reads Arabic-Indic digits and the Arabic decimal sign', () => {
    expect(typedNumber('١٢٫٥')).toBe(12.5);
    expect(typedNumber(' ')).toBeNull();
    expect(typedNumber('abc')).toBeNaN();
    expect(unreadableNumbers({ ...emptyCouponForm, value: '1o', maxUses: '٣', minOrder: 'x' })).toEqual([
      'value',
      'minOrder',
    ]);
  });

  it('sends Cairo wall time as instants and only the scope’s own list', () => {
    const input = couponInputOf({
      ...emptyCouponForm,
      code: ' spring٢٥ ',
      value: '٢٠',
      validFrom: '2026-12-01T10:00',
      scope: 'PROGRAMS',
      programIds: ['p1'],
      categoryIds: ['c1'],
      minOrder: '',
    });
    expect(input).toMatchObject({
      code: 'spring25',
      value: 20,
      validFrom: '2026-12-01T08:00:00.000Z',
      validTo: null,
      minOrder: null,
      programIds: ['p1'],
      categoryIds: [],
    });
  });

  it('shows a stored coupon in Cairo wall time and round-trips it', () => {
    const values = couponFormOf({
      code: 'X1',
      kind: 'FIXED',
      value: 12.5,
      validFrom: '2026-07-01T07:00:00.000Z',
      validTo: null,
      maxUses: 3,
      maxUsesPerUser: null,
      minOrder: 0,
      scope: 'EVERYTHING',
      categoryIds: [],
      programIds: [],
      programTypes: [],
      firstPurchaseOnly: true,
    });
    expect(values).toMatchObject({ value: '12.5', validFrom: '2026-07-01T10:00', maxUses: '3', minOrder: '' });
    expect(couponInputOf(values).validFrom).toBe('2026-07-01T07:00:00.000Z');
  });
});
