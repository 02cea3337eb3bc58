'use client';
import { useTranslations } from '#intl';
import { CardMedia } from '@/features/catalogue/components/card-media';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';
import type { MyProgramData } from '../api/learning-documents';
import { useLearningFormat } from '../hooks/use-learning-format';
import { ProgressBar } from './progress-bar';

/** A program the learner owns: picture, title, lecturer, progress and the way back in (its next lesson). */
export function MyProgramCard({ item }: { item: MyProgramData }) {
  const t = useTranslations('learning.my');
  const { percentText, lessonsText } = useLearningFormat();
  const { program, progress, nextLesson } = item;
  const headingId = `my-program-${program.id}`;
  // Continue goes straight to the first lesson not done yet; a finished program opens its page.
  const href = nextLesson
    ? `/program/details/${nextLesson.programId}/lesson/${nextLesson.id}`
    : `/program/details/${program.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-card"
        data-testid="my-program"
        data-program-id={program.id}
      >
        <CardMedia src={program.thumbnail} />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <h2 id={headingId} className="text-lg font-bold text-fg">
            <bdi>{program.title}</bdi>
          </h2>
          {program.lecturer ? (
            <p className="text-sm text-fg-muted">{t('byLecturer', { name: program.lecturer.fullName })}</p>
          ) : null}
          <ProgressBar percent={progress.percentage} label={percentText(progress.percentage)} className="mt-auto" />
          <p className="text-sm text-fg-muted">{lessonsText(progress.completedLessonsCount, progress.lessonsCount)}</p>
          <Link
            href={href}
            aria-label={
              progress.isCompleted
                ? t('reviewFor', { title: program.title })
                : t('continueFor', { title: program.title })
            }
            className={`${buttonStyles.primary} ${buttonStyles.small} self-start`}
            data-testid="my-program-continue"
          >
            {progress.isCompleted ? t('review') : t('continue')}
          </Link>
        </div>
      </article>
    </li>
  );
}
