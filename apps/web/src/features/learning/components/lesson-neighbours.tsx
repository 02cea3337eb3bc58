'use client';
import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';
import { ChevronStartIcon } from '@/shared/ui/icons/chevron-start-icon';
import type { NeighbourData } from '../api/learning-documents';
import { lessonPath } from '@/shared/routing/lesson-path';
import { LockIcon } from '@/shared/ui/icons/learning-icons';

const box = 'flex min-h-16 flex-1 items-center gap-3 rounded-xl border border-line px-4 py-3';

function Neighbour({
  lesson,
  programId,
  direction,
}: {
  lesson: NeighbourData | null;
  programId: string;
  direction: 'previous' | 'next';
}) {
  const t = useTranslations('learning.lesson');
  if (!lesson) return <span className="flex-1" />;
  const Chevron = direction === 'previous' ? ChevronStartIcon : ChevronEndIcon;
  const content = (
    <>
      {direction === 'previous' ? <Chevron size={18} className="flip-rtl shrink-0" /> : null}
      <span className={`min-w-0 flex-1 ${direction === 'next' ? 'text-end' : ''}`}>
        <span className="block text-xs text-fg-muted">{t(direction)}</span>
        <bdi className="block truncate font-semibold">{lesson.title}</bdi>
      </span>
      {direction === 'next' ? <Chevron size={18} className="flip-rtl shrink-0" /> : null}
    </>
  );
  if (!lesson.isAvailable) {
    return (
      <span className={`${box} text-fg-muted`}>
        <LockIcon size={16} />
        {content}
      </span>
    );
  }
  return (
    <Link
      href={lessonPath(programId, lesson.id)}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={`${box} bg-surface-raised text-fg hover:border-accent hover:text-accent`}
      data-testid={`lesson-${direction}`}
    >
      {content}
    </Link>
  );
}

/** Previous and next lessons of the program. */
export function LessonNeighbours({
  previous,
  next,
  programId,
}: {
  previous: NeighbourData | null;
  next: NeighbourData | null;
  programId: string;
}) {
  const t = useTranslations('learning.lesson');
  if (!previous && !next) return null;
  return (
    <nav aria-label={`${t('previous')} / ${t('next')}`} className="flex flex-col gap-3 sm:flex-row">
      <Neighbour lesson={previous} programId={programId} direction="previous" />
      <Neighbour lesson={next} programId={programId} direction="next" />
    </nav>
  );
}
