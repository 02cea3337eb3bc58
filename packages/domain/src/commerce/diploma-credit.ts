import { divideHalfUp } from './money';

/** One course or workshop of a diploma, as the diploma's credit sees it. */
export interface DiplomaPart {
  /** What the part sells at on its own now, in piastres. */
  pricePiastres: number;
  owned: boolean;
}

export interface DiplomaCredit {
  ownedCount: number;
  partsCount: number;
  /** Piastres taken off the diploma's price; the whole price when every part is owned. */
  creditPiastres: number;
  /** Every part is owned already: there is nothing left to sell (the diploma counts as owned). */
  allOwned: boolean;
}

/**
 * A diploma's credit for the parts the learner already owns (decision 0040): its price times the
 * owned parts' share of what all its parts sell at, half-up to the piastre. Parts that sell for
 * nothing carry no share; a diploma without parts gives no credit and is never "all owned".
 */
export function diplomaCreditOf(diplomaPricePiastres: number, parts: readonly DiplomaPart[]): DiplomaCredit {
  const owned = parts.filter((p) => p.owned);
  const allOwned = parts.length > 0 && owned.length === parts.length;
  const total = parts.reduce((sum, p) => sum + p.pricePiastres, 0);
  const ownedValue = owned.reduce((sum, p) => sum + p.pricePiastres, 0);
  const creditPiastres = allOwned
    ? diplomaPricePiastres
    : total > 0
      ? divideHalfUp(diplomaPricePiastres * ownedValue, total)
      : 0;
  return { ownedCount: owned.length, partsCount: parts.length, creditPiastres, allOwned };
}
