'use client';
import { localeCookieMaxAgeSeconds, localeCookieName } from '@manara/i18n';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { linkTarget } from './link-target';

/** Our links (`@/i18n/navigation` Link) carry this attribute; other anchors are left alone. */
const LINK = 'a[data-link]';

function linkOf(event: Event): HTMLAnchorElement | null {
  const anchor = (event.target as Element | null)?.closest?.(LINK);
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Client-side navigation for every link on the page through one listener, instead of next/link's
 * code in each page's first load (decision 0027). A click the link's own handler has not
 * cancelled goes through the app router; hovering, focusing or touching a link prefetches it. A
 * link to the other language stores the choice in the locale cookie first (docs/product/shell.md).
 */
export function ClientNavigation() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const anchor = linkOf(event);
      if (!anchor) return;
      const locale = anchor.dataset.link;
      if (locale)
        document.cookie = `${localeCookieName}=${locale}; path=/; max-age=${localeCookieMaxAgeSeconds}; samesite=lax`;
      if (event.defaultPrevented) return;
      const info = {
        href: anchor.href,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
      };
      const target = linkTarget(event, info, window.location.href);
      if (!target) return;
      event.preventDefault();
      router.push(target, { scroll: anchor.dataset.scroll !== 'false' });
    };
    const onIntent = (event: Event) => {
      const anchor = linkOf(event);
      if (!anchor || anchor.dataset.prefetch === 'false' || anchor.origin !== window.location.origin) return;
      const target = `${anchor.pathname}${anchor.search}`;
      if (prefetched.has(target)) return;
      prefetched.add(target);
      router.prefetch(target);
    };
    // Bubbling to window runs after React's handlers on the root, so theirs may cancel.
    window.addEventListener('click', onClick);
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
      window.addEventListener(type, onIntent, { passive: true });
    return () => {
      window.removeEventListener('click', onClick);
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) window.removeEventListener(type, onIntent);
    };
  }, [router]);

  return null;
}
