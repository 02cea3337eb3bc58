import { createSessionToken, hashSessionToken } from './session-token';

/** A guest-cart token as we make them: 256 random bits in base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A visitor's cart is named by an opaque token in their cookie, stored only as its SHA-256, like a
 * session (docs/product/commerce.md). Anything not shaped like our tokens names no cart.
 */
export function guestCartTokenHash(token: string | null | undefined): string | null {
  return token && TOKEN_SHAPE.test(token) ? hashSessionToken(token) : null;
}

export const newGuestCartToken = createSessionToken;
