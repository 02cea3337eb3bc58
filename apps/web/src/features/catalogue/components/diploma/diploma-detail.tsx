import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { Avatar } from '@/shared/ui/media/avatar';
import { ResponsiveImage } from '@/shared/ui/media/responsive-image';
import { ProgramGrid } from '../program-grid';
import { RatingStars } from '@/shared/ui/rating-stars';
import { RichHtml } from '@/shared/ui/rich-html';
import { DiplomaFacts } from './diploma-facts';
import { ProgramList } from '../program-list';
import type { DiplomaDetail as Diploma } from './diploma-types';
import { countArgs } from '@/shared/lib/count-args';

/**
 * /paths/{slug}: what the diploma is, what it contains, who teaches it (its lecturer, then its
 * co-lecturers, decision 0076), what it costs and how to buy it (`cta`).
 */
export function DiplomaDetail({
  diploma,
  breadcrumbs,
  cta,
}: {
  diploma: Diploma;
  breadcrumbs: ReactNode;
  cta: ReactNode;
}) {
  const t = useTranslations('pages.pathDetail');
  const locale = useLocale() as Locale;
  const te = useTranslations('explore');
  return (
    <>
      <header className="border-b border-line bg-gradient-to-b from-accent-soft/40 to-surface">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-10 pt-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div>
            {breadcrumbs}
            <p className="mt-5 inline-block rounded-full bg-accent-soft px-3 py-0.5 text-sm font-semibold text-accent">
              {te('types.DIPLOMA')}
              {diploma.category ? (
                <>
                  {' '}
                  · <bdi>{diploma.category.name}</bdi>
                </>
              ) : null}
            </p>
            <h1 className="mt-3 text-3xl font-bold leading-snug text-fg sm:text-4xl" dir="auto">
              {diploma.title}
            </h1>
            {diploma.summary ? <p className="mt-4 max-w-3xl text-lg text-fg-muted">{diploma.summary}</p> : null}
            <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
              <RatingStars rating={diploma.averageRating} count={diploma.totalNumberOfRatings} />
              {[
                ...(diploma.lecturer ? [{ ...diploma.lecturer, role: te('card.lecturer') }] : []),
                ...diploma.coLecturers.map((lecturer) => ({ ...lecturer, role: te('card.coLecturer') })),
              ].map((lecturer) => (
                <Link
                  key={lecturer.id}
                  href={`/lecturers/${encodeURIComponent(lecturer.slug)}`}
                  className="group inline-flex items-center gap-2 rounded-full"
                >
                  <Avatar name={lecturer.fullName} picture={lecturer.profilePicture} size={36} />
                  <span className="text-sm">
                    <span className="block text-fg-muted">{lecturer.role}</span>
                    <bdi className="font-semibold text-fg group-hover:text-accent group-hover:underline">
                      {lecturer.fullName}
                    </bdi>
                  </span>
                </Link>
              ))}
            </div>
          </div>
          <div className="space-y-4">
            {diploma.thumbnail ? (
              <ResponsiveImage
                src={diploma.thumbnail}
                alt=""
                ratio={16 / 9}
                sizes="(min-width: 1024px) 352px, 100vw"
                maxWidth={640}
                priority
                className="rounded-card shadow-card"
              />
            ) : null}
            <DiplomaFacts diploma={diploma} cta={cta} />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <div className="max-w-3xl">
          <ProgramList id="outcomes" heading={t('outcomes')} items={diploma.outcomes} checklist className="pt-10" />
          {diploma.about ? (
            <section aria-labelledby="diploma-about" className="pt-10">
              <h2 id="diploma-about" className="text-2xl font-bold text-fg">
                {t('about')}
              </h2>
              <RichHtml html={diploma.about} className="mt-2 text-[1.02rem]" />
            </section>
          ) : null}
          <ProgramList id="requirements" heading={t('requirements')} items={diploma.requirements} className="pt-10" />
          <ProgramList id="audience" heading={t('audience')} items={diploma.audience} className="pt-10" />
        </div>
        <section aria-labelledby="diploma-programs" className="pt-10">
          <h2 id="diploma-programs" className="text-2xl font-bold text-fg">
            {t('programsHeading')}
          </h2>
          <p className="mt-1 text-fg-muted">
            {te('card.courses', countArgs(diploma.coursesCount, locale))} ·{' '}
            {te('card.workshops', countArgs(diploma.workshopsCount, locale))}
          </p>
          <div className="mt-5">
            <ProgramGrid items={diploma.programs} />
          </div>
        </section>
      </div>
    </>
  );
}
