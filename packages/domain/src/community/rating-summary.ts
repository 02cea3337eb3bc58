import { averageRatingOf } from '../catalog/index';

export interface RatingBucket {
  rating: number;
  count: number;
  /** Share of all ratings, 0–100, rounded to a whole percent. */
  percentage: number;
}

export interface RatingSummary {
  averageRating: number;
  totalNumberOfRatings: number;
  totalRatings: number;
  /** Always five buckets, 5 stars first, zeros included. */
  histogram: RatingBucket[];
}

/** The average and the 5→1 histogram from per-rating counts. */
export function summarizeRatings(counts: ReadonlyArray<{ rating: number; count: number }>): RatingSummary {
  const byRating = new Map(counts.map((c) => [c.rating, c.count]));
  const totalNumberOfRatings = counts.reduce((sum, c) => sum + c.count, 0);
  const totalRatings = counts.reduce((sum, c) => sum + c.rating * c.count, 0);
  const histogram = [5, 4, 3, 2, 1].map((rating) => {
    const count = byRating.get(rating) ?? 0;
    return {
      rating,
      count,
      percentage: totalNumberOfRatings === 0 ? 0 : Math.round((count * 100) / totalNumberOfRatings),
    };
  });
  return {
    averageRating: averageRatingOf(totalRatings, totalNumberOfRatings),
    totalNumberOfRatings,
    totalRatings,
    histogram,
  };
}
