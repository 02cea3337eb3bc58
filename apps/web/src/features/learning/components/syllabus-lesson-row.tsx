'use client';
import { useTranslations } from '#intl';
import { lessonMinutes } from '@/features/program/lib/syllabus';
import { Link } from '@/i18n/navigation';
import type { SyllabusLessonData } from '../api/learning-documents';
import { useLearningFormat } from '../hooks/use-learning-format';
import { lessonPath } from '@/shared/routing/lesson-path';
import { CheckIcon, LessonTypeIcon, LockIcon } from '@/shared/ui/icons/learning-icons';

/**
 * One lesson in a syllabus: its state icon (tick, lock or type, never colour alone), title,
 * type and minutes. Available lessons are links; the current one is marked for assistive tech.
 */
export function SyllabusLessonRow({
  lesson,
  programId,
  current = false,
  compact = false,
}: {
  lesson: SyllabusLessonData;
  programId: string;
  current?: boolean;
  compact?: boolean;
}) {
  const t = useTranslations('learning.common');
  const { n } = useLearningFormat();
  const minutes = lessonMinutes(lesson.duration);
  const state = lesson.isCompleted ? t('done') : !lesson.isAvailable ? t('locked') : null;
  const icon = lesson.isCompleted ? (
    <span className="flex size-6 items-center justify-center rounded-full bg-accent text-on-accent">
      <CheckIcon size={14} />
    </span>
  ) : !lesson.isAvailable ? (
    <span className="flex size-6 items-center justify-center rounded-full bg-surface-muted text-fg-muted">
      <LockIcon size={14} />
    </span>
  ) : (
    <span className="flex size-6 items-center justify-center rounded-full border border-line text-fg-muted">
      <LessonTypeIcon type={lesson.type} size={13} />
    </span>
  );
  const body = (
    <>
      {icon}
      <span className="min-w-0 flex-1">
        <span className={`block ${current ? 'font-bold text-accent' : 'text-fg'}`}>
          <bdi>{lesson.title}</bdi>
        </span>
        <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-fg-muted">
          <span>{t(`lessonType.${lesson.type}`)}</span>
          {minutes > 0 ? <span>· {t('minutes', { count: minutes, n: n(minutes) })}</span> : null}
          {lesson.isPreview ? <span className="font-semibold text-accent">· {t('preview')}</span> : null}
        </span>
      </span>
      {state ? <span className="sr-only">({state})</span> : null}
    </>
  );
  const rowClass = `flex items-start gap-3 ${compact ? 'px-3 py-2.5' : 'px-4 py-3'} text-[0.95rem]`;
  return (
    <li
      data-testid="syllabus-lesson"
      data-lesson-id={lesson.id}
      data-completed={lesson.isCompleted}
      data-available={lesson.isAvailable}
    >
      {lesson.isAvailable ? (
        <Link
          href={lessonPath(programId, lesson.id)}
          aria-current={current ? 'page' : undefined}
          className={`${rowClass} rounded-lg hover:bg-surface-muted ${current ? 'bg-accent-soft' : ''}`}
        >
          {body}
        </Link>
      ) : (
        <div className={rowClass}>{body}</div>
      )}
    </li>
  );
}
