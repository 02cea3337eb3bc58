import { ensureCart, setCartCoupon } from '@manara/db';
import type { Caller } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import type { CartView } from './cart-view';
import type { CommerceDeps } from './commerce-settings';
import { loadCartView } from './load-cart-view';
import { deleteCouponSchema } from './schemas';

/**
 * `cancelCoupon` / `deleteCoupon(id)`: takes the coupon off the cart, so the price after
 * discount is the total again. With an id, it must be the cart's coupon (else NOT_FOUND).
 */
export async function cancelCoupon(deps: CommerceDeps, caller: Caller, input: unknown = {}): Promise<CartView> {
  const viewer = requireViewer(caller);
  const { id } = parseInput(deleteCouponSchema, input);
  return deps.db.transaction(async (tx) => {
    const cart = await ensureCart(tx, { userId: viewer.userId });
    if (id && cart.couponId !== id) throw new AppError('NOT_FOUND');
    if (cart.couponId) await setCartCoupon(tx, cart.id, null);
    return loadCartView(deps, tx, { userId: viewer.userId });
  });
}
