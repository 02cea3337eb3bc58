import type { Caller } from '../deps';
import { requireViewer } from '../identity/index';
import { toCartView, type CartView } from './cart-view';
import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';
import { loadCartOffer } from './load-cart-offer';

/** `getCart`: the learner's cart with alerts, coupon, discount, VAT and totals. */
export async function getCart(deps: CommerceDeps, caller: Caller): Promise<CartView> {
  const viewer = requireViewer(caller);
  const { cart, offer } = await loadCartOffer(deps.db, {
    userId: viewer.userId,
    now: deps.now(),
    vatRateBps: commerceSettingsOf(deps).vatRateBps,
    forReading: true,
  });
  return toCartView(cart.id, offer);
}
