import { deleteCartItem, ensureCart, findCart } from '@manara/db';
import type { Caller } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { cartOwnerOf } from './cart-owner';
import type { CartView } from './cart-view';
import type { CommerceDeps } from './commerce-settings';
import { loadCartView } from './load-cart-view';
import { deleteCartItemSchema } from './schemas';

/**
 * `deleteCardItem`: removes an item from the caller's own cart, a learner's or a visitor's
 * (anyone else's → NOT_FOUND), and answers the cart read in the same transaction.
 */
export async function removeCartItem(deps: CommerceDeps, caller: Caller, input: unknown): Promise<CartView> {
  const { cartItemId } = parseInput(deleteCartItemSchema, input);
  const owner = cartOwnerOf(caller);
  if (!owner) throw new AppError('NOT_FOUND');
  return deps.db.transaction(async (tx) => {
    // A learner's cart row is locked like every cart write (ordered with checkout and payment).
    const cart = 'userId' in owner ? await ensureCart(tx, owner) : await findCart(tx, owner);
    if (!cart || !(await deleteCartItem(tx, cart.id, cartItemId))) throw new AppError('NOT_FOUND');
    return loadCartView(deps, tx, owner);
  });
}
