import type { Locale } from '@manara/i18n';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useLocale } from '#intl';
import { getPathname, type Href } from '../localize-href';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: Href;
  /** Link to this page in another language. */
  locale?: Locale;
  /** false: keep the scroll position after navigating. */
  scroll?: boolean;
  /** false: do not prefetch on hover or focus. */
  prefetch?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * An in-app link with the page's language prefix: a plain anchor that ClientNavigation (root
 * layout) routes on the client (decision 0027). Server components render it to HTML alone, so it
 * costs their pages no JavaScript.
 */
export function Link({ href, locale, scroll, prefetch, ...rest }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  const switching = target !== current;
  return (
    <a
      {...rest}
      href={getPathname({ href, locale: target })}
      hrefLang={rest.hrefLang ?? (switching ? target : undefined)}
      data-link={switching ? target : ''}
      data-scroll={scroll === false ? 'false' : undefined}
      data-prefetch={prefetch === false || switching ? 'false' : undefined}
    />
  );
}
