import type { ProgramRow } from '@manara/db';

/** What decides a program's price: both prices in piastres and the discount's window (decision 0072). */
export type PricedProgram = Pick<
  ProgramRow,
  'originalPrice' | 'priceAfterDiscount' | 'discountStartsAt' | 'discountEndsAt'
>;

export interface EffectivePrice {
  /** Piastres charged for the program bought alone, before VAT and coupons. */
  pricePiastres: number;
  /** The discounted price applies now. */
  discountOn: boolean;
  /** When the discount that applies now ends; null when none applies or it has no end. */
  endsAt: Date | null;
}

/**
 * The one rule for what a program costs at `now`: the discounted price inside [starts, ends)
 * (a null start has started, a null end never ends), the original price outside it or without
 * a discounted price (decision 0072).
 */
export function effectivePrice(program: PricedProgram, now: Date): EffectivePrice {
  const { originalPrice, priceAfterDiscount, discountStartsAt, discountEndsAt } = program;
  const t = now.getTime();
  const started = !discountStartsAt || discountStartsAt.getTime() <= t;
  const notEnded = !discountEndsAt || t < discountEndsAt.getTime();
  if (priceAfterDiscount === null || !started || !notEnded) {
    return { pricePiastres: originalPrice, discountOn: false, endsAt: null };
  }
  return { pricePiastres: priceAfterDiscount, discountOn: true, endsAt: discountEndsAt ?? null };
}
