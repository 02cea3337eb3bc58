import { SvgIcon, type IconProps } from './svg-icon';

export const CompassIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </SvgIcon>
);
