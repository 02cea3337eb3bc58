import { SvgIcon, type IconProps } from './svg-icon';

/* Icons only the blog uses; the shared set keeps the ones every page needs. */

export const EyeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12s-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="2.8" />
  </SvgIcon>
);

export const HeartIcon = ({ filled = false, ...p }: IconProps & { filled?: boolean }) => (
  <SvgIcon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />
  </SvgIcon>
);

export const ClockIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </SvgIcon>
);

export const LinkIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </SvgIcon>
);

export const ShareIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="6" cy="12" r="2.3" />
    <circle cx="17.5" cy="6" r="2.3" />
    <circle cx="17.5" cy="18" r="2.3" />
    <path d="m8.1 10.9 7.3-3.8M8.1 13.1l7.3 3.8" />
  </SvgIcon>
);
