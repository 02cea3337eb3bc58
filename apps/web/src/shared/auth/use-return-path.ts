'use client';
import { usePathname } from 'next/navigation';

/** Pages a sign-in should not come back to: the account pages themselves. */
const AUTH_PAGES = /^(?:\/en)?\/(?:login|signup|forgot-password|reset-password)\/?$/;

/**
 * The page to come back to after logging in or signing up from the header or menu: this one
 * (with its language prefix, as `next` expects), unless it is an account page itself.
 */
export function useReturnPath(): string | null {
  const pathname = usePathname();
  return pathname && !AUTH_PAGES.test(pathname) ? pathname : null;
}
