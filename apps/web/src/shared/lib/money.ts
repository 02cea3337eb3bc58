/**
 * Money in the web is what the API shows: amounts in Egyptian pounds made from whole piastres on the
 * server. The web only compares and formats them (formatEgp in @manara/i18n), never converts back.
 */
export interface PriceView {
  /** What the learner pays, in pounds. */
  pay: number;
  /** The crossed-out original price, only when a real discount applies. */
  was: number | null;
  /** Whole-percent saving, only with a discount. */
  percentOff: number | null;
  free: boolean;
}

/** Price with its discount from the API's `originalPrice` and `priceAfterDiscount` (EGP). */
export function priceView(originalPrice: number, priceAfterDiscount: number): PriceView {
  const original = Math.max(0, originalPrice);
  const pay = Math.max(0, priceAfterDiscount);
  const discounted = pay < original;
  return {
    pay,
    was: discounted ? original : null,
    percentOff: discounted ? Math.round(((original - pay) / original) * 100) : null,
    free: pay === 0,
  };
}
