import { SvgIcon, type IconProps } from './svg-icon';

export const BookIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15Z" />
    <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
  </SvgIcon>
);
