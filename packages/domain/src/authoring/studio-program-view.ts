import type { ProgramRow } from '@manara/db';
import { piastresToPounds } from '../catalog/index';

/** A program as the studio edits it: every authored field, its lifecycle and version; money in EGP. */
export interface StudioProgramView extends Omit<
  ProgramRow,
  'originalPrice' | 'priceAfterDiscount' | 'totalRatings' | 'totalNumberOfRatings'
> {
  originalPrice: number;
  /** Null: no discount. */
  priceAfterDiscount: number | null;
}

export function toStudioProgramView(row: ProgramRow): StudioProgramView {
  const { totalRatings: _ratings, totalNumberOfRatings: _count, ...rest } = row;
  return {
    ...rest,
    originalPrice: piastresToPounds(row.originalPrice),
    priceAfterDiscount: row.priceAfterDiscount === null ? null : piastresToPounds(row.priceAfterDiscount),
  };
}
