import { describe, expect, it } from 'vitest';
import { averageRatingOf, piastresToPounds } from './program-view';
import { programFilterSchema, programSortSchema } from './schemas';

describe('money and ratings', () => {
  it('shows piastres as EGP', () => {
    expect(piastresToPounds(40050)).toBe(400.5);
    expect(piastresToPounds(199)).toBe(1.99);
    expect(piastresToPounds(0)).toBe(0);
  });
  it('averages ratings to one decimal, 0 without ratings', () => {
    expect(averageRatingOf(45, 10)).toBe(4.5);
    expect(averageRatingOf(14, 3)).toBe(4.7);
    expect(averageRatingOf(0, 0)).toBe(0);
  });
});

describe('program input schemas', () => {
  it('takes prices in EGP and compares piastres', () => {
    expect(programFilterSchema.parse({ minPrice: 400.5, maxPrice: null })).toEqual({ minPrice: 40050 });
    expect(programFilterSchema.safeParse({ minPrice: -1 }).success).toBe(false);
  });
  it('sorts titles and prices up, the rest down, unless told', () => {
    expect(programSortSchema.parse(undefined)).toEqual({ field: 'CREATED_AT', order: 'DESC' });
    expect(programSortSchema.parse({ field: 'PRICE' })).toEqual({ field: 'PRICE', order: 'ASC' });
    expect(programSortSchema.parse({ field: 'TITLE', order: 'DESC' })).toEqual({ field: 'TITLE', order: 'DESC' });
    expect(programSortSchema.parse({ field: 'RATING' })).toEqual({ field: 'RATING', order: 'DESC' });
  });
});
