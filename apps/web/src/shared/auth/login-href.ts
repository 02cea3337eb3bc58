/** What a visitor started before being asked to log in, finished on their return (docs/product/accounts.md). */
export type ReturnIntent = 'buy' | 'enrol';

/** The query parameter that carries a {@link ReturnIntent} back to the page. */
export const RETURN_INTENT_PARAM = 'then';

/**
 * Locale-less login link that brings the visitor back to `currentPath` (the full path, with the
 * language prefix, as the login form expects it in `next`), with what they were doing, if anything.
 */
export function loginHref(currentPath: string, intent?: ReturnIntent): string {
  const back = currentPath || '/';
  const next = intent ? `${back}${back.includes('?') ? '&' : '?'}${RETURN_INTENT_PARAM}=${intent}` : back;
  return `/login?next=${encodeURIComponent(next)}`;
}

/** A login or sign-up page's link to the other one, keeping `next`. */
export function withNext(path: '/login' | '/signup', next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/** The intent in a page's query string, if it is one we finish. */
export function readReturnIntent(search: string): ReturnIntent | null {
  const value = new URLSearchParams(search).get(RETURN_INTENT_PARAM);
  return value === 'buy' || value === 'enrol' ? value : null;
}

/** The same address without the intent, so a reload or the back button does not repeat it. */
export function withoutReturnIntent(url: string): string {
  const parsed = new URL(url, 'http://same.invalid');
  parsed.searchParams.delete(RETURN_INTENT_PARAM);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
