import { SvgIcon, type IconProps } from '@/shared/ui/icons/svg-icon';

/** The filters toggle's icon, in its own file so the listing does not load the cards' icons. */
export const FilterIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </SvgIcon>
);
