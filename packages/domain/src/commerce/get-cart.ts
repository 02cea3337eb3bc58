import { findCart } from '@manara/db';
import type { Caller } from '../deps';
import { cartOwnerOf } from './cart-owner';
import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';
import { emptyCartView, type CartView } from './cart-view';
import { loadCartView } from './load-cart-view';

/**
 * `getCart`: the learner's cart with alerts, coupon, discount, VAT and totals; a visitor's guest
 * cart the same way (docs/product/commerce.md), or an empty one when they have none yet.
 */
export async function getCart(deps: CommerceDeps, caller: Caller): Promise<CartView> {
  const owner = cartOwnerOf(caller);
  if (!owner) return emptyCartView(commerceSettingsOf(deps).vatRateBps, deps.now());
  if ('guestTokenHash' in owner && !(await findCart(deps.db, owner)))
    return emptyCartView(commerceSettingsOf(deps).vatRateBps, deps.now());
  return loadCartView(deps, deps.db, owner);
}
