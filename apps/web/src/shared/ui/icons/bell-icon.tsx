import { SvgIcon, type IconProps } from './svg-icon';

export const BellIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </SvgIcon>
);
