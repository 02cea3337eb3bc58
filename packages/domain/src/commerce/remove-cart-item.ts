import { deleteCartItem, ensureCart } from '@manara/db';
import type { Caller } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import type { CartView } from './cart-view';
import type { CommerceDeps } from './commerce-settings';
import { getCart } from './get-cart';
import { deleteCartItemSchema } from './schemas';

/** `deleteCardItem`: removes an item from the learner's own cart; anyone else's → NOT_FOUND. */
export async function removeCartItem(deps: CommerceDeps, caller: Caller, input: unknown): Promise<CartView> {
  const viewer = requireViewer(caller);
  const { cartItemId } = parseInput(deleteCartItemSchema, input);
  const cart = await ensureCart(deps.db, viewer.userId);
  if (!(await deleteCartItem(deps.db, cart.id, cartItemId))) throw new AppError('NOT_FOUND');
  return getCart(deps, caller);
}
