import { SvgIcon, type IconProps } from './svg-icon';

export const CheckCircleIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 2.8 2.8L16 9.5" />
  </SvgIcon>
);
