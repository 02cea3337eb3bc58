import { SvgIcon, type IconProps } from './svg-icon';

/** Points toward the inline end in LTR; add flip-rtl so it points to the end in RTL too. */
export const ChevronEndIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="m9 6 6 6-6 6" />
  </SvgIcon>
);
