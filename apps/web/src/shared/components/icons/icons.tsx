import { SvgIcon, type IconProps } from './svg-icon';

export { CartIcon, GlobeIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon } from './shell-icons';

/* Small stroke icons drawn inline (no icon package). Pointing icons carry flip-rtl where used. */

export const BellIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
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
