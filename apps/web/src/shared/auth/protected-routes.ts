const protectedPrefixes = [
  '/my-learning-programs',
  '/settings',
  '/purchase-history',
  '/my-certificates',
  '/invoice',
  '/notifications',
  '/studio',
];
const uuidOrSlugAfterDetails = /\/program\/details\/([^/]+)/;

/**
 * docs/product/accounts.md: signed-out visits to a protected route go to /program/{id} when the route carries
 * an id, otherwise to /login (with the page to come back to). Keeps the /en prefix.
 */
export function protectedRedirect(pathname: string, signedIn: boolean): string | null {
  if (signedIn) return null;
  const english = pathname === '/en' || pathname.startsWith('/en/');
  const bare = english ? pathname.slice(3) || '/' : pathname;
  const prefix = english ? '/en' : '';
  const details = bare.match(uuidOrSlugAfterDetails);
  if (bare.includes('/program/details')) {
    return details ? `${prefix}/program/${details[1]}` : `${prefix}/login`;
  }
  if (protectedPrefixes.some((p) => bare === p || bare.startsWith(`${p}/`))) {
    return `${prefix}/login?next=${encodeURIComponent(pathname)}`;
  }
  return null;
}
