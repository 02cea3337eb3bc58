import { describe, expect, it } from 'vitest';
import { priceView } from './money';

describe('priceView', () => {
  it('shows the original price and the saving when discounted', () => {
    expect(priceView(799, 649)).toEqual({ pay: 649, was: 799, percentOff: 19, free: false });
  });

  it('shows one price without a discount', () => {
    expect(priceView(500, 500)).toEqual({ pay: 500, was: null, percentOff: null, free: false });
  });

  it('marks free programs, keeping a struck-through price when they were discounted to zero', () => {
    expect(priceView(0, 0)).toMatchObject({ free: true, was: null });
    expect(priceView(200, 0)).toMatchObject({ free: true, was: 200, percentOff: 100 });
  });
});
