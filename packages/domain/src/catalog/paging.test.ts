import { describe, expect, it } from 'vitest';
import { cappedPageOf, offsetOf, pageInfoOf, paginateSchema } from './paging';

describe('paginateSchema', () => {
  it('defaults to page 1 of 12, also for null', () => {
    expect(paginateSchema.parse(undefined)).toEqual({ page: 1, limit: 12 });
    expect(paginateSchema.parse(null)).toEqual({ page: 1, limit: 12 });
    expect(paginateSchema.parse({ page: null, limit: 50 })).toEqual({ page: 1, limit: 50 });
  });
  it.each([
    { page: 0 },
    { page: -1 },
    { page: 1.5 },
    { page: 10_001 },
    { limit: 0 },
    { limit: 51 },
    { limit: -3 },
    { limit: Number.NaN },
    { page: '2' },
  ])('refuses %j', (value) => expect(paginateSchema.safeParse(value).success).toBe(false));
});

describe('pageInfoOf', () => {
  it('computes totals and hasNext', () => {
    expect(pageInfoOf({ page: 1, limit: 12 }, 0)).toEqual({
      page: 1,
      limit: 12,
      totalCount: 0,
      totalPages: 0,
      hasNext: false,
    });
    expect(pageInfoOf({ page: 2, limit: 5 }, 11)).toEqual({
      page: 2,
      limit: 5,
      totalCount: 11,
      totalPages: 3,
      hasNext: true,
    });
    expect(pageInfoOf({ page: 3, limit: 5 }, 11).hasNext).toBe(false);
    expect(offsetOf({ page: 3, limit: 5 })).toBe(10);
  });
});

describe('cappedPageOf', () => {
  const paginate = { page: 2, limit: 10 };
  it('keeps an exact count at or under the cap', () => {
    expect(cappedPageOf([], paginate, 100, 100).pageInfo).toEqual(pageInfoOf(paginate, 100));
  });
  it('past the cap, pages up to the cap and says there are more', () => {
    expect(cappedPageOf([], paginate, 101, 100).pageInfo).toEqual({
      ...pageInfoOf(paginate, 100),
      totalCountIsLowerBound: true,
    });
  });
});
