import { SvgIcon, type IconProps } from './svg-icon';

export const LogoutIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
  </SvgIcon>
);
