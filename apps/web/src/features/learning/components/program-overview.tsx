import { formatNumber, type Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ArrowEndIcon } from '@/shared/ui/icons/arrow-end-icon';
import { buttonStyles } from '@/shared/ui/styles';
import type { CourseInfoData } from '../api/learning-documents';
import { clampPercent } from '../lib/progress';
import { lessonPath } from '@/shared/routing/lesson-path';
import { ProgressRing } from './progress-ring';

/**
 * The top of the program layout: title, summary and facts; for learners the progress ring and
 * the continue button (docs/product/shell.md), for others an offer to buy the program.
 */
export async function ProgramOverview({ info, locale }: { info: CourseInfoData; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'learning' });
  const { program, progress, resumeLesson, isEnrolled } = info;
  const n = (value: number) => formatNumber(value, locale);
  const percent = clampPercent(progress.percentage);
  return (
    <section
      aria-labelledby="program-title"
      className="rounded-card border border-line bg-surface-raised p-6 shadow-card"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center">
        <div className="min-w-0 flex-1">
          <h1 id="program-title" className="text-2xl font-bold text-fg sm:text-3xl">
            <bdi>{program.title}</bdi>
          </h1>
          {program.lecturer ? (
            <p className="mt-1 text-fg-muted">{t('my.byLecturer', { name: program.lecturer.fullName })}</p>
          ) : null}
          <p className="mt-3 text-fg-muted">
            {t('program.facts', {
              lessons: program.lessonsCount,
              lessonsN: n(program.lessonsCount),
              sections: program.sectionsCount,
              sectionsN: n(program.sectionsCount),
            })}
          </p>
          {program.summary ? <p className="mt-3 max-w-prose text-fg">{program.summary}</p> : null}
        </div>
        {isEnrolled ? (
          <div className="flex flex-col items-center gap-3 md:w-56">
            <h2 className="sr-only">{t('program.progressHeading')}</h2>
            <ProgressRing
              percent={percent}
              text={t('common.percent', { percent: n(percent) })}
              label={t('common.progress', { percent: n(percent) })}
            />
            <p className="text-center text-sm text-fg-muted" data-testid="program-progress-lessons">
              {t('common.progressLessons', {
                done: n(progress.completedLessonsCount),
                total: n(progress.lessonsCount),
              })}
            </p>
          </div>
        ) : null}
      </div>
      {isEnrolled && resumeLesson ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-6">
          <Link
            href={lessonPath(program.id, resumeLesson.id)}
            className={buttonStyles.primary}
            data-testid="program-continue"
          >
            {progress.completedLessonsCount === 0
              ? t('program.start')
              : t('program.continue', { title: resumeLesson.title })}
            <ArrowEndIcon size={18} className="flip-rtl" />
          </Link>
          {progress.isCompleted && program.hasCertificate ? (
            <Link href="/my-certificates" className={buttonStyles.secondary}>
              {t('program.goToCertificates')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {!isEnrolled ? (
        <div className="mt-6 rounded-xl border border-line bg-surface-muted p-5" data-testid="program-not-enrolled">
          <h2 className="text-lg font-bold text-fg">{t('program.notEnrolledTitle')}</h2>
          <p className="mt-1 text-fg-muted">{t('program.notEnrolledBody')}</p>
          <Link href={`/program/${program.slug}`} className={`${buttonStyles.primary} mt-4`}>
            {t('program.buy')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
