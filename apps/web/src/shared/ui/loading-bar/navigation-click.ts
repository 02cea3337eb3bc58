export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface AnchorInfo {
  href: string;
  target: string | null;
  download: boolean;
}

/** A plain left click on a link that opens in this tab (no new tab or window, no download). */
export function opensInPlace(click: ClickInfo, anchor: AnchorInfo): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  return !anchor.download && (!anchor.target || anchor.target === '_self');
}

/** The link's address and the current one, when the link stays on this web origin. */
export function sameOriginTarget(href: string, currentHref: string): { next: URL; current: URL } | null {
  try {
    const current = new URL(currentHref);
    const next = new URL(href, current);
    return next.origin === current.origin && /^https?:$/.test(next.protocol) ? { next, current } : null;
  } catch {
    return null;
  }
}

/**
 * True when a click on an anchor starts an in-app navigation to another page: same origin,
 * plain left click, same tab, not a download, and not just a hash change on the current page.
 */
export function startsClientNavigation(click: ClickInfo, anchor: AnchorInfo, currentHref: string): boolean {
  const target = opensInPlace(click, anchor) ? sameOriginTarget(anchor.href, currentHref) : null;
  return !!target && (target.next.pathname !== target.current.pathname || target.next.search !== target.current.search);
}

/** Whether a click on the page (any element inside a link) starts an in-app navigation. */
export function clickStartsNavigation(event: MouseEvent): boolean {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  const info = { href: anchor.href, target: anchor.getAttribute('target'), download: anchor.hasAttribute('download') };
  return startsClientNavigation(event, info, window.location.href);
}

/** The page's path and query, to tell whether a navigation has happened since. */
export const currentLocation = () => `${window.location.pathname}${window.location.search}`;
