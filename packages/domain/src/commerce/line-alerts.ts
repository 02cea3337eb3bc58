import type { ProgramRow } from '@manara/db';

export type LineAlert = 'UNPUBLISHED' | 'OWNED' | 'IN_DIPLOMA' | 'PRICE_CHANGED';

/** The price a buyer pays for a program now, in piastres. */
export function currentPriceOf(program: Pick<ProgramRow, 'originalPrice' | 'priceAfterDiscount'>): number {
  return program.priceAfterDiscount ?? program.originalPrice;
}

/** Alerts that keep an item from being bought (the learner must remove it to check out). */
export function isBlocking(alert: LineAlert | null): boolean {
  return alert === 'UNPUBLISHED' || alert === 'OWNED' || alert === 'IN_DIPLOMA';
}

/**
 * The one alert a cart line shows, most serious first: no longer published, already owned
 * (directly, through a diploma, or a diploma whose programs are all owned), part of a diploma in
 * the same cart (it would be paid for twice; decision 0040), or priced differently from when it
 * was added.
 */
export function lineAlertOf(
  program: ProgramRow,
  owned: boolean,
  addedPricePiastres: number | null,
  inDiplomaOfCart = false,
): LineAlert | null {
  if (program.publicationStatus !== 'PUBLISHED') return 'UNPUBLISHED';
  if (owned) return 'OWNED';
  if (inDiplomaOfCart) return 'IN_DIPLOMA';
  if (addedPricePiastres !== null && addedPricePiastres !== currentPriceOf(program)) return 'PRICE_CHANGED';
  return null;
}
