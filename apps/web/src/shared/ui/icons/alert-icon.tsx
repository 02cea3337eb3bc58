import { SvgIcon, type IconProps } from './svg-icon';

export const AlertIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </SvgIcon>
);
