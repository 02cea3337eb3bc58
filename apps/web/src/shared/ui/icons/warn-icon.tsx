import { SvgIcon, type IconProps } from './svg-icon';

export const WarnIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.5M12 17v.01" />
  </SvgIcon>
);
