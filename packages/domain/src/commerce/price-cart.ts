import { divideHalfUp, splitByLargestRemainder } from './money';

export type CouponKind = 'PERCENTAGE' | 'FIXED';

/** What pricing needs to know about a coupon that already passed its checks. */
export interface PricingCoupon {
  kind: CouponKind;
  /** PERCENTAGE: whole percent; FIXED: piastres. */
  value: number;
}

export interface PricingLine {
  /** The price charged now, in piastres (the catalogue's discounted price when it has one). */
  pricePiastres: number;
  /** Whether the coupon's restrictions admit this line. */
  couponEligible: boolean;
}

export interface PricedLine {
  pricePiastres: number;
  discountPiastres: number;
  vatPiastres: number;
  /** price − discount + VAT. */
  paidPiastres: number;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotalPiastres: number;
  discountPiastres: number;
  /** subtotal − discount. */
  afterDiscountPiastres: number;
  vatRateBps: number;
  vatPiastres: number;
  /** afterDiscount + VAT: what the learner pays. */
  totalPiastres: number;
}

/** The discount a coupon gives on the eligible part of a cart; never more than that part. */
export function couponDiscount(coupon: PricingCoupon | null, eligiblePiastres: number): number {
  if (!coupon || eligiblePiastres <= 0) return 0;
  const raw = coupon.kind === 'PERCENTAGE' ? divideHalfUp(eligiblePiastres * coupon.value, 100) : coupon.value;
  return Math.min(raw, eligiblePiastres);
}

/**
 * Prices a cart or an order (decision 0011): catalogue prices exclude VAT; the coupon's
 * discount is taken from the eligible lines and spread over them in proportion to their prices;
 * VAT is computed once, half-up to the piastre, on the discounted total and spread over the
 * lines in proportion to what each costs after discount. Spreading is by largest remainder, so
 * line discounts, line VAT and line totals each sum exactly to the cart's figures.
 */
export function priceCart(lines: readonly PricingLine[], coupon: PricingCoupon | null, vatRateBps: number): PricedCart {
  const subtotal = lines.reduce((sum, l) => sum + l.pricePiastres, 0);
  const eligibleWeights = lines.map((l) => (l.couponEligible ? l.pricePiastres : 0));
  const discount = couponDiscount(
    coupon,
    eligibleWeights.reduce((a, b) => a + b, 0),
  );
  const discounts = splitByLargestRemainder(discount, eligibleWeights);
  const afterDiscount = subtotal - discount;
  const vat = divideHalfUp(afterDiscount * vatRateBps, 10_000);
  const netOfDiscount = lines.map((l, i) => l.pricePiastres - discounts[i]!);
  const vats = splitByLargestRemainder(vat, netOfDiscount);
  return {
    lines: lines.map((l, i) => ({
      pricePiastres: l.pricePiastres,
      discountPiastres: discounts[i]!,
      vatPiastres: vats[i]!,
      paidPiastres: netOfDiscount[i]! + vats[i]!,
    })),
    subtotalPiastres: subtotal,
    discountPiastres: discount,
    afterDiscountPiastres: afterDiscount,
    vatRateBps,
    vatPiastres: vat,
    totalPiastres: afterDiscount + vat,
  };
}

/**
 * What one program costs bought alone, VAT included: exactly what a one-line order without a
 * coupon charges (VAT half-up to the piastre), so a price shown with VAT matches the cart.
 */
export function priceWithVat(pricePiastres: number, vatRateBps: number): number {
  return pricePiastres + divideHalfUp(pricePiastres * vatRateBps, 10_000);
}
