import { deleteCartItem, ensureCart } from '@manara/db';
import type { Caller } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import type { CartView } from './cart-view';
import type { CommerceDeps } from './commerce-settings';
import { loadCartView } from './load-cart-view';
import { deleteCartItemSchema } from './schemas';

/**
 * `deleteCardItem`: removes an item from the learner's own cart (anyone else's → NOT_FOUND) and
 * answers the cart read in the same transaction.
 */
export async function removeCartItem(deps: CommerceDeps, caller: Caller, input: unknown): Promise<CartView> {
  const viewer = requireViewer(caller);
  const { cartItemId } = parseInput(deleteCartItemSchema, input);
  return deps.db.transaction(async (tx) => {
    const cart = await ensureCart(tx, viewer.userId);
    if (!(await deleteCartItem(tx, cart.id, cartItemId))) throw new AppError('NOT_FOUND');
    return loadCartView(deps, tx, viewer.userId);
  });
}
