import { SvgIcon, type IconProps } from './svg-icon';

/* Small stroke icons drawn inline (no icon package). Pointing icons carry flip-rtl where used. */

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

export const BellIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </SvgIcon>
);

export const MenuIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </SvgIcon>
);

export const CloseIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </SvgIcon>
);

/** Points toward the inline end in LTR; add flip-rtl so it points to the end in RTL too. */
export const ChevronEndIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="m9 6 6 6-6 6" />
  </SvgIcon>
);

export const ArrowEndIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
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

export const BookIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15Z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
  </SvgIcon>
);

export const AwardIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />
  </SvgIcon>
);

export const ReceiptIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6" />
  </SvgIcon>
);

export const SettingsIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </SvgIcon>
);

export const LogoutIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
  </SvgIcon>
);

export const CheckCircleIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 2.8 2.8L16 9.5" />
  </SvgIcon>
);

export const AlertIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </SvgIcon>
);

export const WarnIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.5M12 17v.01" />
  </SvgIcon>
);

export const CompassIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </SvgIcon>
);

/** Points toward the inline start in LTR; add flip-rtl so it points to the start in RTL too. */
export const ChevronStartIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="m15 6-6 6 6 6" />
  </SvgIcon>
);
