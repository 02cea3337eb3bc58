import { SvgIcon, type IconProps } from './svg-icon';

/* Icons of the learning pages (decorative: aria-hidden through SvgIcon). */

export const LockIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </SvgIcon>
);

export const CheckIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </SvgIcon>
);

export const PlayIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />
  </SvgIcon>
);

export const ArticleIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="5" y="3.5" width="14" height="17" rx="2" />
    <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
  </SvgIcon>
);

export const LiveIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="2.5" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" />
  </SvgIcon>
);

export const QuizIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.8 9.5a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.5v.4M12 16.5h.01" />
  </SvgIcon>
);

export const DownloadIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
  </SvgIcon>
);

export const CalendarIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </SvgIcon>
);

export const ExternalIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M14 4.5h5.5V10M19.5 4.5 11 13M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </SvgIcon>
);

const lessonIcons = { VIDEO: PlayIcon, ARTICLE: ArticleIcon, LIVE_SESSION: LiveIcon, QUIZ: QuizIcon } as const;

export function LessonTypeIcon({ type, ...p }: IconProps & { type: keyof typeof lessonIcons }) {
  const Icon = lessonIcons[type];
  return <Icon {...p} />;
}
