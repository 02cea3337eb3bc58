import { SvgIcon, type IconProps } from './svg-icon';

export const ArrowEndIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </SvgIcon>
);
