import { defaultLocale, type Locale } from '@manara/i18n';

export type Href = string | { pathname: string; query?: Record<string, string | number | undefined> };

function toPath(href: Href): string {
  if (typeof href === 'string') return href;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(href.query ?? {})) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return search ? `${href.pathname}?${search}` : href.pathname;
}

/**
 * The address of an in-app path in a language: Arabic at bare paths, English under /en (docs/product/shell.md).
 * Relative ('?page=2') and outside addresses are left as they are.
 */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  const path = toPath(href);
  if (!path.startsWith('/') || path.startsWith('//') || locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The in-app path of a browser path: the language prefix taken off (`/en/courses` → `/courses`). */
export function unprefixedPath(pathname: string, locale: Locale): string {
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
