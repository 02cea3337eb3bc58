import { describe, expect, it } from 'vitest';
import { effectivePrice, type PricedProgram } from './effective-price';

const starts = new Date('2026-12-01T08:00:00Z');
const ends = new Date('2026-12-08T22:00:00Z');

function program(overrides: Partial<PricedProgram> = {}): PricedProgram {
  return {
    originalPrice: 500_00,
    priceAfterDiscount: 400_50,
    discountStartsAt: starts,
    discountEndsAt: ends,
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso);

describe('effectivePrice', () => {
  it('charges the original price before the window opens', () => {
    expect(effectivePrice(program(), at('2026-12-01T07:59:59.999Z'))).toEqual({
      pricePiastres: 500_00,
      discountOn: false,
      endsAt: null,
    });
  });

  it('charges the discounted price from the start instant, and says when it ends', () => {
    expect(effectivePrice(program(), starts)).toEqual({ pricePiastres: 400_50, discountOn: true, endsAt: ends });
    expect(effectivePrice(program(), at('2026-12-05T12:00:00Z')).pricePiastres).toBe(400_50);
  });

  it('charges the original price at the end instant and after it', () => {
    expect(effectivePrice(program(), new Date(ends.getTime() - 1)).discountOn).toBe(true);
    expect(effectivePrice(program(), ends)).toEqual({ pricePiastres: 500_00, discountOn: false, endsAt: null });
    expect(effectivePrice(program(), at('2027-01-01T00:00:00Z')).pricePiastres).toBe(500_00);
  });

  it('treats a missing start as started and a missing end as never ending', () => {
    expect(effectivePrice(program({ discountStartsAt: null }), at('2020-01-01T00:00:00Z')).pricePiastres).toBe(400_50);
    expect(effectivePrice(program({ discountEndsAt: null }), at('2099-01-01T00:00:00Z'))).toEqual({
      pricePiastres: 400_50,
      discountOn: true,
      endsAt: null,
    });
    expect(
      effectivePrice(program({ discountStartsAt: null, discountEndsAt: null }), at('2026-12-05T00:00:00Z')).discountOn,
    ).toBe(true);
  });

  it('ignores the window without a discounted price', () => {
    expect(effectivePrice(program({ priceAfterDiscount: null }), at('2026-12-05T00:00:00Z'))).toEqual({
      pricePiastres: 500_00,
      discountOn: false,
      endsAt: null,
    });
  });
});
