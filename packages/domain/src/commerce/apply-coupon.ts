import { setCartCoupon } from '@manara/db';
import type { Caller } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { toCartView, type CartView } from './cart-view';
import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';
import { loadCartOffer } from './load-cart-offer';
import { applyCouponSchema } from './schemas';

/**
 * `applyCoupon`: checks the code against the cart (each refusal its own code) and makes it the
 * cart's one coupon, replacing any other; the answer carries discountAmount and the new totals.
 */
export async function applyCoupon(deps: CommerceDeps, caller: Caller, input: unknown): Promise<CartView> {
  const viewer = requireViewer(caller);
  const { coupon_code } = parseInput(applyCouponSchema, input);
  const { cart, offer } = await loadCartOffer(deps.db, {
    owner: { userId: viewer.userId },
    now: deps.now(),
    vatRateBps: commerceSettingsOf(deps).vatRateBps,
    couponCode: coupon_code,
  });
  await setCartCoupon(deps.db, cart.id, offer.coupon!.id);
  return toCartView(cart.id, offer);
}
