'use client';
import { localeCookieMaxAgeSeconds, localeCookieName, type Locale } from '@manara/i18n';
import NextLink from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import { getPathname, type Href } from '../localize-href';
import { useLocale } from './use-locale';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale };

/**
 * next/link with the page's language prefix. A link to the other language stores the choice in the
 * locale cookie first (365 days, SPEC §4): the router may serve the page from its cache, and the
 * next visit to a bare path must not send the reader back.
 */
export function Link({ href, locale, onClick, prefetch, ...rest }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  const switching = target !== current;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (switching) document.cookie = `${localeCookieName}=${target}; path=/; max-age=${localeCookieMaxAgeSeconds}; samesite=lax`;
    onClick?.(event);
  };
  return (
    <NextLink
      {...rest}
      href={getPathname({ href, locale: target })}
      hrefLang={rest.hrefLang ?? (switching ? target : undefined)}
      prefetch={switching ? false : prefetch}
      onClick={click}
    />
  );
}
