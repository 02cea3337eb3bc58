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

/**
 * True when a click on an anchor starts an in-app navigation to another page: same origin,
 * plain left click, same tab, not a download, and not just a hash change on the current page.
 */
export function startsClientNavigation(click: ClickInfo, anchor: AnchorInfo, currentHref: string): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (anchor.download || (anchor.target && anchor.target !== '_self')) return false;
  let next: URL;
  let current: URL;
  try {
    current = new URL(currentHref);
    next = new URL(anchor.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin || !/^https?:$/.test(next.protocol)) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}
