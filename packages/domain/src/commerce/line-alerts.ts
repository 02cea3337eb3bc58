import type { ProgramRow } from '@manara/db';
import { effectivePrice, type PricedProgram } from '../catalog/index';

export type LineAlert = 'UNPUBLISHED' | 'OWNED' | 'IN_DIPLOMA' | 'PRICE_CHANGED';

/** The price a buyer pays for a program at `now`, in piastres (its discount's window, decision 0072). */
export function currentPriceOf(program: PricedProgram, now: Date): number {
  return effectivePrice(program, now).pricePiastres;
}

/** Alerts that keep an item from being bought (the learner must remove it to check out). */
export function isBlocking(alert: LineAlert | null): boolean {
  return alert === 'UNPUBLISHED' || alert === 'OWNED' || alert === 'IN_DIPLOMA';
}

/**
 * The one alert a cart line shows, most serious first: no longer published, already owned
 * (directly, through a diploma, or a diploma whose programs are all owned), part of a diploma in
 * the same cart (it would be paid for twice; decision 0040), or priced differently at `now` from
 * when it was added (a discount's window that opened or closed meanwhile counts: decision 0072).
 */
export function lineAlertOf(
  program: ProgramRow,
  owned: boolean,
  addedPricePiastres: number | null,
  inDiplomaOfCart: boolean,
  now: Date,
): LineAlert | null {
  if (program.publicationStatus !== 'PUBLISHED') return 'UNPUBLISHED';
  if (owned) return 'OWNED';
  if (inDiplomaOfCart) return 'IN_DIPLOMA';
  if (addedPricePiastres !== null && addedPricePiastres !== currentPriceOf(program, now)) return 'PRICE_CHANGED';
  return null;
}
