import type { Locale } from '@manara/i18n';
import { ReportAction } from '@/features/community/components/report-action';
import { getTranslations } from 'next-intl/server';
import { RatingStars } from '@/shared/ui/rating-stars';
import { CommunityMessages } from '@/features/community/components/community-messages';
import { countArgs } from '@/shared/lib/count-args';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { RichHtml } from '@/shared/ui/rich-html';
import { Link } from '@/i18n/navigation';
import type { ProgramData } from '../api/program-documents';
import { liveSessionsOf } from '../lib/syllabus';
import { CertificateInfo } from './certificate-info';
import { DeferredCommunity } from './deferred-community';
import { lecturersOf } from '../lib/lecturers';
import { ProgramLecturers } from './program-lecturers';
import { LiveSessions } from './live-sessions';
import { EnrolActions } from './enrol-actions';
import { ProgramFacts } from './program-facts';
import { ProgramList } from '@/features/catalogue/components/program-list';
import { ProgramPrice } from './program-price';
import { PromoMedia } from './promo-media';
import { Syllabus } from './syllabus';

/** docs/product/catalogue.md course or live-workshop page; everything here is the same for every visitor. */
export async function ProgramDetail({ program, locale }: { program: ProgramData; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'program' });
  const workshop = program.type === 'WORKSHOP' || program.isLiveCourse;
  const lecturers = lecturersOf(program);
  const crumbs = [
    { name: t('breadcrumb.home'), path: '/' },
    workshop
      ? { name: t('breadcrumb.liveWorkshops'), path: '/live-workshops' }
      : { name: t('breadcrumb.courses'), path: '/courses' },
    { name: program.title, path: `/program/${program.slug}` },
  ];
  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs items={crumbs} label={t('breadcrumb.label')} locale={locale} />
      <div className="mt-6 grid gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <header className="min-w-0 lg:col-start-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            <span className="rounded-full bg-accent-soft px-3 py-1 text-accent">
              {t(`type.${workshop ? 'WORKSHOP' : 'COURSE'}`)}
            </span>
            {program.category ? (
              <Link
                href={`/category/${encodeURIComponent(program.category.slug)}`}
                className="text-accent hover:underline"
              >
                {program.category.name}
              </Link>
            ) : null}
          </p>
          <h1 className="mt-3 text-3xl font-bold leading-tight text-fg sm:text-4xl">
            <bdi>{program.title}</bdi>
          </h1>
          {program.summary ? <p className="mt-3 text-lg text-fg-muted">{program.summary}</p> : null}
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
            <RatingStars rating={program.averageRating} count={program.totalNumberOfRatings} size={18} />
            {program.enrolledUsersCount > 0 ? (
              <p className="text-fg-muted" data-testid="program-learners">
                {t('facts.learners', countArgs(program.enrolledUsersCount, locale))}
              </p>
            ) : null}
            {lecturers.length > 0 ? (
              <ul
                className="flex flex-wrap gap-x-3 gap-y-1 text-fg-muted"
                aria-label={t(lecturers.length > 1 ? 'lecturer.headingMany' : 'lecturer.heading')}
              >
                {lecturers.map((lecturer) => (
                  <li key={lecturer.slug}>
                    <Link
                      href={`/lecturers/${encodeURIComponent(lecturer.slug)}`}
                      className="font-semibold text-fg hover:text-accent hover:underline"
                    >
                      <bdi>{lecturer.fullName}</bdi>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </header>
        {/* Second in the source so small screens see price and actions right after the title. */}
        <aside aria-labelledby="enrol-heading" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="flex flex-col gap-5 rounded-card border border-line bg-surface-raised p-5 shadow-card lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
            <h2 id="enrol-heading" className="sr-only">
              {t('cta.heading')}
            </h2>
            <PromoMedia
              thumbnail={program.thumbnail}
              promoVideo={program.promoVideo}
              playLabel={t('promo.play', { title: program.title })}
            />
            <ProgramPrice
              originalPrice={program.originalPrice}
              priceAfterDiscount={program.priceAfterDiscount}
              offerEndsAt={program.offerEndsAt}
              vatRate={program.vatRate}
              priceWithVat={program.priceWithVat}
              locale={locale}
            />
            <EnrolActions
              programId={program.id}
              programType={program.type}
              free={program.priceAfterDiscount === 0}
              locale={locale}
            />
            <ProgramFacts program={program} locale={locale} />
            <ReportAction
              target={program.type === 'WORKSHOP' ? 'WORKSHOP' : 'COURSE'}
              targetId={program.id}
              name={program.title}
            />
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <ProgramList
            id="outcomes"
            heading={t('lists.outcomes')}
            items={program.outcomes}
            checklist
            className="lg:mt-4"
          />
          {program.about ? (
            <section aria-labelledby="about-heading" className={program.outcomes.length > 0 ? 'mt-12' : 'lg:mt-4'}>
              <h2 id="about-heading" className="text-2xl font-bold text-fg">
                {t('about.heading')}
              </h2>
              <RichHtml html={program.about} className="mt-4" />
            </section>
          ) : null}
          <ProgramList id="requirements" heading={t('lists.requirements')} items={program.requirements} />
          <ProgramList
            id="audience"
            heading={t(`lists.audience.${workshop ? 'WORKSHOP' : 'COURSE'}`)}
            items={program.audience}
          />
          <LiveSessions sessions={liveSessionsOf(program.sections)} locale={locale} />
          <Syllabus sections={program.sections} lessonsCount={program.lessonsCount} locale={locale} />
          <ProgramLecturers lecturers={lecturers} locale={locale} />
          <CertificateInfo
            ace={program.ACE_Certificate}
            hasCertificate={program.hasCertificate}
            aceDays={program.aceDaysToGetCertified}
            locale={locale}
          />
          <CommunityMessages>
            <DeferredCommunity programId={program.id} />
          </CommunityMessages>
        </div>
      </div>
    </article>
  );
}
