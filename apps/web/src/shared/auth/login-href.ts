/**
 * Locale-less login link that brings the visitor back to `currentPath` (the full path, with the
 * language prefix, as the login form expects it in `next`).
 */
export function loginHref(currentPath: string): string {
  return `/login?next=${encodeURIComponent(currentPath || '/')}`;
}
