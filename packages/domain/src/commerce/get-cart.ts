import type { Caller } from '../deps';
import { requireViewer } from '../identity/index';
import type { CartView } from './cart-view';
import type { CommerceDeps } from './commerce-settings';
import { loadCartView } from './load-cart-view';

/** `getCart`: the learner's cart with alerts, coupon, discount, VAT and totals. */
export async function getCart(deps: CommerceDeps, caller: Caller): Promise<CartView> {
  const viewer = requireViewer(caller);
  return loadCartView(deps, deps.db, viewer.userId);
}
