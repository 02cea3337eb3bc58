import type { CouponWithRules } from '@manara/db';
import { formatNumber, formatPrice, translate, type Locale } from '@manara/i18n';
import { piastresToPounds, toProgramView, type ProgramView } from '../catalog/index';
import type { Offer, OfferLine } from './build-offer';
import { currentPriceOf, isBlocking, type LineAlert } from './line-alerts';
import { priceCart } from './price-cart';

/** An alert as docs/product/commerce.md shows it: text and colour ('red' blocks checkout, 'orange' informs). */
export interface AlertView {
  text: string;
  color: 'red' | 'orange';
}

export interface CouponView {
  id: string;
  code: string;
  kind: CouponWithRules['kind'];
  /** Percent for PERCENTAGE, EGP for FIXED. */
  value: number;
}

export interface CartItemView {
  id: string;
  learningProgramId: string;
  learningProgramType: ProgramView['type'];
  arAlert: AlertView | null;
  enAlert: AlertView | null;
  arPriceMessage: string | null;
  enPriceMessage: string | null;
  /** EGP this item costs after its share of the coupon (before VAT). */
  adjustedPrice: number;
  learningProgram: ProgramView;
}

/** docs/product/commerce.md Cart; amounts in EGP, `vat` the rate in percent. */
export interface CartView {
  id: string;
  totalPrice: number;
  totalPriceAfterDiscount: number;
  netPrice: number;
  vat: number;
  vatAmount: number;
  discountAmount: number;
  totalQuantity: number;
  checkoutAvailable: boolean;
  lastAppliedCoupon: CouponView | null;
  cartItems: CartItemView[];
}

const alertKeys: Record<LineAlert, string> = {
  UNPUBLISHED: 'commerce.alerts.unpublished',
  OWNED: 'commerce.alerts.owned',
  IN_DIPLOMA: 'commerce.alerts.inDiploma',
  PRICE_CHANGED: 'commerce.alerts.priceChanged',
};

function alertIn(locale: Locale, alert: LineAlert | null): AlertView | null {
  if (!alert) return null;
  return { text: translate(locale, alertKeys[alert]), color: isBlocking(alert) ? 'red' : 'orange' };
}

/** The line's price notes: a changed price, and a diploma's credit for programs already owned (decision 0040). */
function priceMessageIn(locale: Locale, line: OfferLine, now: Date): string | null {
  const messages: string[] = [];
  if (line.alert === 'PRICE_CHANGED' && line.addedPricePiastres !== null) {
    messages.push(
      translate(locale, 'commerce.priceMessage.changed', {
        before: formatPrice(line.addedPricePiastres, locale),
        after: formatPrice(currentPriceOf(line.program, now), locale),
      }),
    );
  }
  // Owning only free parts takes nothing off: no note.
  if (line.credit && line.credit.creditPiastres > 0) {
    messages.push(
      translate(locale, 'commerce.priceMessage.ownedCredit', {
        ownedN: formatNumber(line.credit.ownedCount, locale),
        total: line.credit.partsCount,
        totalN: formatNumber(line.credit.partsCount, locale),
        credit: formatPrice(line.credit.creditPiastres, locale),
      }),
    );
  }
  return messages.length > 0 ? messages.join(' ') : null;
}

export function toCouponView(coupon: CouponWithRules): CouponView {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'FIXED' ? piastresToPounds(coupon.value) : coupon.value,
  };
}

/** The priced offer of a cart as the API shows it. */
export function toCartView(cartId: string, offer: Offer): CartView {
  const pricedByLine = new Map(offer.purchasable.map((line, i) => [line, offer.priced.lines[i]!]));
  const { priced } = offer;
  return {
    id: cartId,
    totalPrice: piastresToPounds(priced.subtotalPiastres),
    totalPriceAfterDiscount: piastresToPounds(priced.afterDiscountPiastres),
    netPrice: piastresToPounds(priced.totalPiastres),
    vat: priced.vatRateBps / 100,
    vatAmount: piastresToPounds(priced.vatPiastres),
    discountAmount: piastresToPounds(priced.discountPiastres),
    totalQuantity: offer.lines.length,
    checkoutAvailable: offer.checkoutAvailable,
    lastAppliedCoupon: offer.coupon ? toCouponView(offer.coupon) : null,
    cartItems: offer.lines.map((line) => {
      const priced = pricedByLine.get(line);
      return {
        id: line.cartItemId ?? '',
        learningProgramId: line.program.id,
        learningProgramType: line.program.type,
        arAlert: alertIn('ar', line.alert),
        enAlert: alertIn('en', line.alert),
        arPriceMessage: priceMessageIn('ar', line, offer.now),
        enPriceMessage: priceMessageIn('en', line, offer.now),
        adjustedPrice: piastresToPounds(priced ? priced.pricePiastres - priced.discountPiastres : line.pricePiastres),
        learningProgram: toProgramView(line.program, offer.now),
      };
    }),
  };
}

/** The cart of a visitor who has put nothing in one yet: no row is made just to show it. */
export function emptyCartView(vatRateBps: number, now: Date): CartView {
  return toCartView('', {
    lines: [],
    purchasable: [],
    coupon: null,
    priced: priceCart([], null, vatRateBps),
    checkoutAvailable: false,
    now,
  });
}
