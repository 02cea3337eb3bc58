/**
 * The API shows prices as EGP floats (e.g. 1499.5); formatPrice takes integer piastres. Rounding
 * once here keeps float noise (0.1 + 0.2) out of every displayed amount.
 */
export function egpToPiastres(egp: number): number {
  if (!Number.isFinite(egp) || egp <= 0) return 0;
  return Math.round(egp * 100);
}

export interface PriceView {
  /** What the learner pays, in piastres. */
  pay: number;
  /** The crossed-out original price, only when a real discount applies. */
  was: number | null;
  /** Whole-percent saving, only with a discount. */
  percentOff: number | null;
  free: boolean;
}

/** Price with its discount from the API's `originalPrice` and `priceAfterDiscount` (EGP). */
export function priceView(originalPrice: number, priceAfterDiscount: number): PriceView {
  const original = egpToPiastres(originalPrice);
  const pay = egpToPiastres(priceAfterDiscount);
  const discounted = pay < original;
  return {
    pay,
    was: discounted ? original : null,
    percentOff: discounted ? Math.round(((original - pay) * 100) / original) : null,
    free: pay === 0,
  };
}
