import { ensureCart, findProgramsByIds, insertCartItem, listCartLines } from '@manara/db';
import { recordAnalyticsEvent } from '../analytics/index';
import type { Caller } from '../deps';
import { AppError } from '../errors/index';
import { enforceRateLimits, guestCartTokenHash, newGuestCartToken } from '../identity/index';
import { parseInput } from '../validation/index';
import { isProgramOwned } from './is-program-owned';
import type { CommerceDeps } from './commerce-settings';
import { loadCartView } from './load-cart-view';
import type { CartView } from './cart-view';
import { currentPriceOf } from './line-alerts';
import { createCartItemSchema } from './schemas';

/** More than this many items is a mistake or abuse, not a purchase. */
export const MAX_CART_ITEMS = 50;
/** New guest carts one client address may start in an hour: a family behind one router, not a script. */
const guestCartRule = { limit: 30, windowSeconds: 60 * 60 };

export interface AddedToCart extends CartView {
  /** A visitor's new guest-cart token, for their cookie (their first add). */
  guestCartToken?: string;
}

/**
 * `createCartItem`: puts a published program the caller does not own in their cart, remembering
 * today's price. A visitor gets a guest cart on their first add, named by a new token for their
 * cookie (docs/product/commerce.md). Unknown → NOT_FOUND; not published → PROGRAM_UNAVAILABLE;
 * owned (also through a diploma, or a diploma whose programs are all owned) →
 * PROGRAM_ALREADY_OWNED; already there → CART_ITEM_EXISTS; full → CART_FULL. The cart it answers
 * is read in the same transaction, so an add that committed is never answered SERVICE_UNAVAILABLE
 * (a retry would then meet CART_ITEM_EXISTS).
 */
export async function addCartItem(deps: CommerceDeps, caller: Caller, input: unknown): Promise<AddedToCart> {
  const { learningProgramId, learningProgramType } = parseInput(createCartItemSchema, input);
  const existingGuestHash = caller.viewer ? null : guestCartTokenHash(caller.guestCart);
  const guestCartToken = caller.viewer || existingGuestHash ? undefined : newGuestCartToken();
  if (guestCartToken) await enforceRateLimits(deps, [[`guest-cart:ip:${caller.ip}`, guestCartRule]]);
  const owner = caller.viewer
    ? { userId: caller.viewer.userId }
    : { guestTokenHash: existingGuestHash ?? guestCartTokenHash(guestCartToken)! };
  const view = await deps.db.transaction(async (tx) => {
    const [program] = await findProgramsByIds(tx, [learningProgramId]);
    if (!program || (learningProgramType && program.type !== learningProgramType)) throw new AppError('NOT_FOUND');
    if (program.publicationStatus !== 'PUBLISHED') throw new AppError('PROGRAM_UNAVAILABLE');
    if (caller.viewer && (await isProgramOwned(tx, caller.viewer.userId, program, deps.now())))
      throw new AppError('PROGRAM_ALREADY_OWNED');
    const cart = await ensureCart(tx, owner);
    if ((await listCartLines(tx, cart.id)).length >= MAX_CART_ITEMS) throw new AppError('CART_FULL');
    const added = await insertCartItem(tx, {
      cartId: cart.id,
      programId: program.id,
      pricePiastres: currentPriceOf(program, deps.now()),
    });
    if (!added) throw new AppError('CART_ITEM_EXISTS');
    return loadCartView(deps, tx, owner);
  });
  // A visitor's add is counted without anyone's name: no identifier is kept (decision 0059).
  await recordAnalyticsEvent(deps, 'ADD_TO_CART', caller.viewer?.userId ?? null, [learningProgramId]);
  return guestCartToken ? { ...view, guestCartToken } : view;
}
