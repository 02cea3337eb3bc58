import {
  ensureCart,
  listCartLines,
  readOrCreateCart,
  setCartCoupon,
  type CartRow,
  type DbOrTx,
  type CartOwner,
} from '@manara/db';
import { buildOffer, type Offer } from './build-offer';
import type { CouponSource } from './resolve-coupon';
import { learnerOf } from './cart-owner';

export interface CartOfferOptions {
  owner: CartOwner;
  now: Date;
  vatRateBps: number;
  /** A coupon typed now; it is always checked strictly (each refusal its own code). */
  couponCode?: string | null;
  /**
   * Checkout: the cart must be buyable, and its own coupon must still apply, else its refusal is
   * the answer (the learner is never charged more than the cart promised); the coupon row is
   * locked while its uses are counted. Otherwise a coupon that stopped applying is taken off the
   * cart, which then shows no discount.
   */
  forCheckout?: boolean;
  /** Only showing the cart: read it without taking its row lock, so concurrent reads don't queue. */
  forReading?: boolean;
}

/** The learner's cart (created on first use) priced with its alerts and coupon. */
export async function loadCartOffer(db: DbOrTx, options: CartOfferOptions): Promise<{ cart: CartRow; offer: Offer }> {
  const cart = await (options.forReading ? readOrCreateCart : ensureCart)(db, options.owner);
  const lines = await listCartLines(db, cart.id);
  const source: CouponSource | null = options.couponCode
    ? { code: options.couponCode }
    : cart.couponId
      ? { id: cart.couponId }
      : null;
  const offer = await buildOffer(db, {
    userId: learnerOf(options.owner),
    now: options.now,
    vatRateBps: options.vatRateBps,
    items: lines.map((l) => ({ program: l.program, cartItemId: l.id, addedPricePiastres: l.pricePiastres })),
    coupon: source && { source, strict: Boolean(options.couponCode || options.forCheckout), lock: options.forCheckout },
    forCheckout: options.forCheckout,
  });
  if (!options.couponCode && cart.couponId && !offer.coupon) {
    await setCartCoupon(db, cart.id, null);
    return { cart: { ...cart, couponId: null }, offer };
  }
  return { cart, offer };
}
