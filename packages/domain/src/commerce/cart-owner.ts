import type { CartOwner } from '@manara/db';
import type { Caller } from '../deps';
import { guestCartTokenHash } from '../identity/index';

/** Whose cart a call is about: the signed-in learner's, else the visitor's guest cart (decision 0042), else nobody's yet. */
export function cartOwnerOf(caller: Caller): CartOwner | null {
  if (caller.viewer) return { userId: caller.viewer.userId };
  const guestTokenHash = guestCartTokenHash(caller.guestCart);
  return guestTokenHash ? { guestTokenHash } : null;
}

/** The learner a cart belongs to, or null for a visitor's (no ownership, no coupon). */
export const learnerOf = (owner: CartOwner): string | null => ('userId' in owner ? owner.userId : null);
