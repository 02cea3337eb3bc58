import { findOwnedProgramIds, type CouponWithRules, type DbOrTx, type ProgramRow } from '@manara/db';
import { AppError } from '../errors/index';
import { priceCart, type PricedCart } from './price-cart';
import { resolveCoupon, resolveCouponLeniently, type CouponSource } from './resolve-coupon';
import { currentPriceOf, isBlocking, lineAlertOf, type LineAlert } from './line-alerts';
import { loadDiplomaCredits, type DiplomaCreditOfLearner } from './load-diploma-credits';

export interface OfferItem {
  program: ProgramRow;
  /** The cart item, when the offer is a cart. */
  cartItemId: string | null;
  /** The price when it was put in the cart (null for buy-now). */
  addedPricePiastres: number | null;
}

export interface OfferLine extends OfferItem {
  alert: LineAlert | null;
  /** The price before the coupon: a diploma's after its credit for programs already owned. */
  pricePiastres: number;
  /** A diploma's credit when the learner owns some of its programs (decision 0040); else null. */
  credit: DiplomaCreditOfLearner | null;
}

/** What the learner would buy: every line with its alert, and the priced purchasable lines. */
export interface Offer {
  lines: OfferLine[];
  /** Lines without a blocking alert, in the order `priced.lines` prices them. */
  purchasable: OfferLine[];
  coupon: CouponWithRules | null;
  priced: PricedCart;
  checkoutAvailable: boolean;
  /** The instant it was priced at. */
  now: Date;
}

export interface OfferInput {
  /** Null: a visitor's cart (nothing owned, no coupon). */
  userId: string | null;
  items: OfferItem[];
  now: Date;
  vatRateBps: number;
  /** strict: refusals throw (a typed code); lenient: a coupon that no longer applies is ignored. */
  coupon: { source: CouponSource; strict: boolean; lock?: boolean } | null;
  /** Checkout: an empty or blocked offer fails first (CART_EMPTY, CHECKOUT_UNAVAILABLE), before any coupon refusal. */
  forCheckout?: boolean;
}

/** Prices a cart or a buy-now offer for a learner: alerts, coupon, discount and VAT. */
export async function buildOffer(db: DbOrTx, input: OfferInput): Promise<Offer> {
  const owned = new Set(
    await findOwnedProgramIds(
      db,
      input.userId,
      input.items.map((i) => i.program.id),
    ),
  );
  const diplomas = input.items.map((i) => i.program).filter((p) => p.type === 'DIPLOMA');
  const credits = diplomas.length > 0 ? await loadDiplomaCredits(db, input.userId, diplomas, input.now) : new Map();
  const inDiplomaOfCart = new Set([...credits.values()].flatMap((c) => c.partIds));
  const lines = input.items.map((item): OfferLine => {
    const credit = credits.get(item.program.id) ?? null;
    const listPrice = currentPriceOf(item.program, input.now);
    return {
      ...item,
      alert: lineAlertOf(
        item.program,
        owned.has(item.program.id) || Boolean(credit?.allOwned),
        item.addedPricePiastres,
        inDiplomaOfCart.has(item.program.id),
        input.now,
      ),
      pricePiastres: credit && !credit.allOwned ? listPrice - credit.creditPiastres : listPrice,
      credit: credit && credit.ownedCount > 0 && !credit.allOwned ? credit : null,
    };
  });
  const purchasable = lines.filter((l) => !isBlocking(l.alert));
  if (input.forCheckout && lines.length === 0) throw new AppError('CART_EMPTY');
  if (input.forCheckout && purchasable.length !== lines.length) throw new AppError('CHECKOUT_UNAVAILABLE');
  const subtotalPiastres = purchasable.reduce((sum, l) => sum + l.pricePiastres, 0);
  // Coupons are a learner's (their limits count per learner): a visitor's cart has none.
  const couponInput = input.coupon &&
    input.userId !== null && {
      source: input.coupon.source,
      userId: input.userId,
      now: input.now,
      lines: purchasable.map((l) => ({
        programId: l.program.id,
        type: l.program.type,
        categoryId: l.program.categoryId,
      })),
      subtotalPiastres,
      lock: input.coupon.lock,
    };
  const resolved = couponInput
    ? await (input.coupon?.strict ? resolveCoupon(db, couponInput) : resolveCouponLeniently(db, couponInput))
    : null;
  const priced = priceCart(
    purchasable.map((l, i) => ({ pricePiastres: l.pricePiastres, couponEligible: resolved?.eligible[i] ?? false })),
    resolved ? { kind: resolved.coupon.kind, value: resolved.coupon.value } : null,
    input.vatRateBps,
  );
  return {
    lines,
    purchasable,
    coupon: resolved?.coupon ?? null,
    priced,
    checkoutAvailable: lines.length > 0 && purchasable.length === lines.length,
    now: input.now,
  };
}
