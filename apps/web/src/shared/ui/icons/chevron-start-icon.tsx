import { SvgIcon, type IconProps } from './svg-icon';

/** Points toward the inline start in LTR; add flip-rtl so it points to the start in RTL too. */
export const ChevronStartIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="m15 6-6 6 6 6" />
  </SvgIcon>
);
