import type { DbOrTx, CartOwner } from '@manara/db';
import { toCartView, type CartView } from './cart-view';
import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';
import { loadCartOffer } from './load-cart-offer';

/**
 * The learner's cart with alerts, coupon, discount, VAT and totals, read through `db`: a
 * transaction when the cart was just changed in it, so the change and its answer stand or fall
 * together (a change that committed is never answered SERVICE_UNAVAILABLE).
 */
export async function loadCartView(deps: CommerceDeps, db: DbOrTx, owner: CartOwner): Promise<CartView> {
  const { cart, offer } = await loadCartOffer(db, {
    owner,
    now: deps.now(),
    vatRateBps: commerceSettingsOf(deps).vatRateBps,
    forReading: true,
  });
  return toCartView(cart.id, offer);
}
