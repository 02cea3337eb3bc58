import { SvgIcon, type IconProps } from './svg-icon';

export const ReceiptIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6" />
  </SvgIcon>
);
