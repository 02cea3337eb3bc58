import { describe, expect, it } from 'vitest';
import { summarizeRatings } from './rating-summary';

describe('summarizeRatings', () => {
  it('gives zeros and five empty buckets without ratings', () => {
    const summary = summarizeRatings([]);
    expect(summary).toMatchObject({ averageRating: 0, totalNumberOfRatings: 0, totalRatings: 0 });
    expect(summary.histogram.map((b) => [b.rating, b.count, b.percentage])).toEqual([
      [5, 0, 0],
      [4, 0, 0],
      [3, 0, 0],
      [2, 0, 0],
      [1, 0, 0],
    ]);
  });

  it('averages to one decimal and shares out the buckets', () => {
    const summary = summarizeRatings([
      { rating: 5, count: 2 },
      { rating: 2, count: 1 },
    ]);
    expect(summary).toMatchObject({ averageRating: 4, totalNumberOfRatings: 3, totalRatings: 12 });
    expect(summary.histogram.find((b) => b.rating === 5)).toEqual({ rating: 5, count: 2, percentage: 67 });
    expect(summary.histogram.find((b) => b.rating === 2)).toEqual({ rating: 2, count: 1, percentage: 33 });
    expect(
      summarizeRatings([
        { rating: 4, count: 2 },
        { rating: 5, count: 1 },
      ]).averageRating,
    ).toBe(4.3);
  });
});
