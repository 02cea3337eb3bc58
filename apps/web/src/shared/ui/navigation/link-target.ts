import {
  opensInPlace,
  sameOriginTarget,
  type AnchorInfo,
  type ClickInfo,
} from '@/shared/ui/loading-bar/navigation-click';

/**
 * Where the app router should take a click on one of our links, or null to leave it to the
 * browser: modified clicks, new tabs, downloads, other origins, and jumps within the page.
 */
export function linkTarget(click: ClickInfo, anchor: AnchorInfo, currentHref: string): string | null {
  const target = opensInPlace(click, anchor) ? sameOriginTarget(anchor.href, currentHref) : null;
  if (!target) return null;
  const { next, current } = target;
  if (next.hash && next.pathname === current.pathname && next.search === current.search) return null;
  return `${next.pathname}${next.search}${next.hash}`;
}
