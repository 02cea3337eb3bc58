import type { ProgramRow } from '@manara/db';
import { effectivePrice } from './effective-price';

/** A learning program as the API shows it: money in EGP, rating averaged (docs/product/catalogue.md). */
export interface ProgramView extends Omit<ProgramRow, 'originalPrice' | 'priceAfterDiscount'> {
  /** EGP (piastres / 100). */
  originalPrice: number;
  /** EGP paid now: the discounted price inside its window, else the original one (decision 0072). */
  priceAfterDiscount: number;
  /** When the discount that applies now ends; null without one or without an end. */
  offerEndsAt: Date | null;
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

/** The program as shown at `now` (deps.now()): its price is the one a buyer would pay then. */
export function toProgramView(row: ProgramRow, now: Date): ProgramView {
  const price = effectivePrice(row, now);
  return {
    ...row,
    originalPrice: piastresToPounds(row.originalPrice),
    priceAfterDiscount: piastresToPounds(price.pricePiastres),
    offerEndsAt: price.endsAt,
    averageRating: averageRatingOf(row.totalRatings, row.totalNumberOfRatings),
  };
}
