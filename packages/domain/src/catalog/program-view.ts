import type { ProgramRow } from '@manara/db';

/** A learning program as the API shows it: money in EGP, rating averaged (docs/product/catalogue.md). */
export interface ProgramView extends Omit<ProgramRow, 'originalPrice' | 'priceAfterDiscount'> {
  /** EGP (piastres / 100). */
  originalPrice: number;
  /** EGP actually paid: the discounted price, or the original one without a discount. */
  priceAfterDiscount: number;
  /** totalRatings / totalNumberOfRatings to one decimal; 0 without ratings. */
  averageRating: number;
}

export function piastresToPounds(piastres: number): number {
  return Math.round(piastres) / 100;
}

export function averageRatingOf(totalRatings: number, totalNumberOfRatings: number): number {
  if (totalNumberOfRatings <= 0) return 0;
  return Math.round((totalRatings * 10) / totalNumberOfRatings) / 10;
}

export function toProgramView(row: ProgramRow): ProgramView {
  return {
    ...row,
    originalPrice: piastresToPounds(row.originalPrice),
    priceAfterDiscount: piastresToPounds(row.priceAfterDiscount ?? row.originalPrice),
    averageRating: averageRatingOf(row.totalRatings, row.totalNumberOfRatings),
  };
}
