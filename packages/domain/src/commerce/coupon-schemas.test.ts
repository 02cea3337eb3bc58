import { describe, expect, it } from 'vitest';
import { parseInput } from '../validation/index';
import { createCouponSchema, studioCouponsSchema } from './schemas';
import { couponScopeOf, couponStatusOf } from './studio-coupon-view';

const program = '5b0f6a38-2f7d-4c55-9f0e-8a3f1c0d9e11';
const terms = (over: Record<string, unknown> = {}) => ({
  code: 'spring25',
  kind: 'PERCENTAGE',
  value: 25,
  scope: 'EVERYTHING',
  ...over,
});
const fieldsOf = (input: unknown) => {
  try {
    parseInput(createCouponSchema, input);
    return [];
  } catch (error) {
    return (error as { fieldErrors: Array<{ field: string; messageKey: string }> }).fieldErrors;
  }
};

describe('a coupon’s terms', () => {
  it('reads the code upper-case, Arabic-Indic digits as digits, money as piastres', () => {
    const parsed = parseInput(
      createCouponSchema,
      terms({ code: ' ramadan٢٥ ', kind: 'FIXED', value: '١٢٫٥', minOrder: '٣٠٠', maxUses: '١٠' }),
    );
    expect(parsed).toMatchObject({
      code: 'RAMADAN25',
      value: 1250,
      minCartPiastres: 30000,
      maxUses: 10,
      maxUsesPerUser: null,
      firstPurchaseOnly: false,
      rules: { programIds: [], categoryIds: [], types: [] },
    });
  });

  it('keeps only the scope’s own list', () => {
    const parsed = parseInput(
      createCouponSchema,
      terms({ scope: 'PROGRAMS', programIds: [program, program], programTypes: ['COURSE'] }),
    );
    expect(parsed.rules).toEqual({ programIds: [program], categoryIds: [], types: [] });
  });

  it('says what is wrong on each field', () => {
    expect(fieldsOf(terms({ code: 'x!' }))).toEqual([{ field: 'code', messageKey: 'couponCode' }]);
    expect(fieldsOf(terms({ value: 120 }))).toEqual([{ field: 'value', messageKey: 'couponPercent' }]);
    expect(fieldsOf(terms({ value: 2.5 }))).toEqual([{ field: 'value', messageKey: 'couponPercent' }]);
    expect(fieldsOf(terms({ kind: 'FIXED', value: 0.001 }))).toEqual([{ field: 'value', messageKey: 'couponAmount' }]);
    expect(fieldsOf(terms({ scope: 'CATEGORIES' }))).toEqual([
      { field: 'categoryIds', messageKey: 'couponScopeEmpty' },
    ]);
    expect(fieldsOf(terms({ maxUses: 0 }))).toEqual([
      { field: 'maxUses', messageKey: 'numberTooSmall', params: { min: 1 } },
    ]);
    expect(fieldsOf(terms({ validFrom: '2026-12-02T10:00:00Z', validTo: '2026-12-01T10:00:00Z' }))).toEqual([
      { field: 'validTo', messageKey: 'endBeforeStart' },
    ]);
  });
});

describe('the coupon list input', () => {
  it('sorts by creation, newest first, unless told otherwise', () => {
    expect(parseInput(studioCouponsSchema, {}).sort).toEqual({ field: 'CREATED_AT', order: 'DESC' });
    expect(parseInput(studioCouponsSchema, { sort: { field: 'TIMES_USED', order: 'ASC' } }).sort).toEqual({
      field: 'TIMES_USED',
      order: 'ASC',
    });
  });
});

describe('a coupon’s scope and status', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('names the scope from its lists', () => {
    expect(couponScopeOf({ programIds: [], categoryIds: [], types: [] })).toBe('EVERYTHING');
    expect(couponScopeOf({ programIds: [], categoryIds: ['c'], types: [] })).toBe('CATEGORIES');
    expect(couponScopeOf({ programIds: [], categoryIds: [], types: ['COURSE'] })).toBe('PROGRAM_TYPES');
    expect(couponScopeOf({ programIds: ['p'], categoryIds: [], types: [] })).toBe('PROGRAMS');
  });
  it('is disabled, expired or active', () => {
    expect(couponStatusOf({ isActive: false, validTo: null }, now)).toBe('DISABLED');
    expect(couponStatusOf({ isActive: true, validTo: now }, now)).toBe('EXPIRED');
    expect(couponStatusOf({ isActive: true, validTo: new Date('2026-12-01') }, now)).toBe('ACTIVE');
  });
});
