import { SvgIcon, type IconProps } from './svg-icon';

/* Icons the catalogue cards and filters need (decorative: aria-hidden through SvgIcon). */

/** A five-pointed star on a 24-unit square, from its top point, in relative moves only. */
const STAR_FROM_TOP = 'l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3-5.6-3-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

export const StarShape = `M12 2.8${STAR_FROM_TOP}`;

/** `count` stars side by side in one path (viewBox 0 0 24·count 24): one element instead of one per star. */
export const starRow = (count: number) =>
  Array.from({ length: count }, (_, i) => `M${12 + 24 * i} 2.8${STAR_FROM_TOP}`).join('');

export const ClockIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </SvgIcon>
);

export const UserIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </SvgIcon>
);

export const LevelIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 19v-4M12 19V10M19 19V5" />
  </SvgIcon>
);

export const LayersIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="m12 3 9 5-9 5-9-5 9-5Z" />
    <path d="m3 13 9 5 9-5" />
  </SvgIcon>
);

export const CalendarIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </SvgIcon>
);
