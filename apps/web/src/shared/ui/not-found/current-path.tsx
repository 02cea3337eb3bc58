'use client';
import { usePathname } from 'next/navigation';

/** Arabic pages have no prefix; strip one if an internal rewrite left it in the path. */
export function visiblePath(pathname: string | null): string {
  if (!pathname) return '/';
  return pathname.replace(/^\/ar(?=\/|$)/, '') || '/';
}

/** The address the visitor asked for; 404 pages are cached per language, so it is read in the browser. */
export function CurrentPath() {
  return <>{visiblePath(usePathname())}</>;
}
