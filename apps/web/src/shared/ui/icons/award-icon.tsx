import { SvgIcon, type IconProps } from './svg-icon';

export const AwardIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />
  </SvgIcon>
);
