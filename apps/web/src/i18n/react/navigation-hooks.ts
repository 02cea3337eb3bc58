'use client';
import { usePathname as useBrowserPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import { getPathname, unprefixedPath, type Href } from '../localize-href';
import { useLocale } from './use-locale';

/** The current in-app path without its language prefix. */
export function usePathname(): string {
  const locale = useLocale();
  const pathname = useBrowserPathname();
  // Arabic pages are rewritten under /ar on the server, so that prefix comes off as well as /en.
  return unprefixedPath(pathname, locale);
}

type NavigateOptions = { scroll?: boolean };

/** Next's router, taking in-app paths and adding the page's language prefix. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: Href, options?: NavigateOptions) => router.push(getPathname({ href, locale }), options),
      replace: (href: Href, options?: NavigateOptions) => router.replace(getPathname({ href, locale }), options),
      prefetch: (href: Href) => router.prefetch(getPathname({ href, locale })),
    }),
    [router, locale],
  );
}
