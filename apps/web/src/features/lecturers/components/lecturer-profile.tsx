import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import type { ReactNode } from 'react';
import type { ResultOf } from '@/shared/graphql/graphql';
import { CategorySection } from '@/features/catalogue/components/category-section';
import { ReportAction } from '@/features/community/components/report-action';
import type { LecturerQuery } from '../api/lecturer-documents';
import { Avatar } from '@/shared/ui/media/avatar';
import { countArgs } from '@/shared/lib/count-args';

export type LecturerDetail = NonNullable<ResultOf<typeof LecturerQuery>['lecturer']['data']>;

const networks = ['website', 'linkedin', 'x', 'facebook', 'youtube'] as const;

/** The lecturer's links (decision 0064), each opening the network in a new tab, named for screen readers. */
function SocialLinks({ links, name }: { links: LecturerDetail['socialLinks']; name: string }) {
  const t = useTranslations('pages.lecturer');
  const shown = networks.filter((network) => links[network]);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('linksLabel', { name })} className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
      {shown.map((network) => (
        <li key={network}>
          <a
            href={links[network]!}
            rel="noopener noreferrer me"
            target="_blank"
            className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold text-fg hover:border-accent hover:text-accent"
            data-testid={`lecturer-link-${network}`}
          >
            {t(`networks.${network}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** /lecturers/{slug}: picture, name, job title and field, links, biography, then their courses and diplomas. */
export function LecturerProfile({ lecturer, breadcrumbs }: { lecturer: LecturerDetail; breadcrumbs: ReactNode }) {
  const t = useTranslations('pages.lecturer');
  const locale = useLocale() as Locale;
  const tc = useTranslations('explore.card');
  const counts = [
    tc('courses', countArgs(lecturer.coursesCount, locale)),
    ...(lecturer.diplomasCount > 0 ? [tc('diplomas', countArgs(lecturer.diplomasCount, locale))] : []),
  ];
  return (
    <>
      <header className="border-b border-line bg-gradient-to-b from-accent-soft/40 to-surface">
        <div className="mx-auto max-w-7xl px-4 pb-10 pt-6 sm:px-6">
          {breadcrumbs}
          <div className="mt-6 flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-start">
            <Avatar name={lecturer.fullName} picture={lecturer.profilePicture} size={128} priority />
            <div className="min-w-0">
              <h1 className="text-3xl font-bold text-fg sm:text-4xl" dir="auto">
                {lecturer.fullName}
              </h1>
              {lecturer.jobTitle ? (
                <p className="mt-2 text-lg font-medium text-accent">{lecturer.jobTitle.localizedName}</p>
              ) : null}
              {lecturer.fieldOfTraining ? (
                <p className="mt-1 text-fg-muted">
                  {t('field')}: {lecturer.fieldOfTraining.localizedName}
                </p>
              ) : null}
              <p className="mt-2 text-fg-muted">{counts.join(' · ')}</p>
              <SocialLinks links={lecturer.socialLinks} name={lecturer.fullName} />
              <div className="mt-4">
                <ReportAction target="LECTURER" targetId={lecturer.id} name={lecturer.fullName} />
              </div>
            </div>
          </div>
        </div>
      </header>
      <div className="pb-16">
        {lecturer.bio ? (
          <section aria-labelledby="lecturer-bio" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
            <h2 id="lecturer-bio" className="text-2xl font-bold text-fg">
              {t('about')}
            </h2>
            <p dir="auto" className="mt-3 max-w-3xl whitespace-pre-line text-[1.02rem] text-fg">
              {lecturer.bio}
            </p>
          </section>
        ) : null}
        <CategorySection
          id="lecturer-courses"
          title={t('coursesHeading')}
          items={lecturer.courses}
          total={lecturer.courses.length}
        />
        <CategorySection
          id="lecturer-diplomas"
          title={t('diplomasHeading')}
          items={lecturer.diplomas}
          total={lecturer.diplomas.length}
        />
        {lecturer.courses.length + lecturer.diplomas.length === 0 ? (
          <p className="mx-auto mt-10 max-w-7xl px-4 text-fg-muted sm:px-6">{t('noPrograms')}</p>
        ) : null}
      </div>
    </>
  );
}
