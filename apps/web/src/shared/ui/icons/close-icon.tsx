import { SvgIcon, type IconProps } from './svg-icon';

export const CloseIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </SvgIcon>
);
