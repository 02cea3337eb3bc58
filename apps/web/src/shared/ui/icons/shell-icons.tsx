import { SvgIcon, type IconProps } from './svg-icon';

/* Small stroke icons drawn inline (no icon package). These are the header's, which every page
   loads; every other icon has a file of its own, so a page's first-load JavaScript carries only
   the icons it draws (one module of all of them went to every page that drew one; docs/performance.md). */

export const SearchIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </SvgIcon>
);

export const CartIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </SvgIcon>
);

export const MenuIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </SvgIcon>
);

export const GlobeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </SvgIcon>
);

export const SunIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </SvgIcon>
);

export const MoonIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
  </SvgIcon>
);
