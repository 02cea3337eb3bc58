import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { buildMetadata } from '@/shared/seo/page-seo';
import { PageIntro } from '@/shared/ui/page-intro';
import { Link } from '@/i18n/navigation';
import { AwardIcon } from '@/shared/ui/icons/award-icon';
import { BookIcon } from '@/shared/ui/icons/book-icon';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle-icon';
import { CompassIcon } from '@/shared/ui/icons/compass-icon';
import { buttonStyles } from '@/shared/ui/styles';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'content.about' });
  return buildMetadata({ locale, path: '/about', title: t('title'), description: t('description') });
}

const offers = [
  ['courses', BookIcon],
  ['workshops', CompassIcon],
  ['tracks', CompassIcon],
  ['certificates', AwardIcon],
] as const;
const values = ['evidence', 'arabic', 'practice'] as const;

/** About: who Manara is for, its mission, what it offers and what it cares about. Static per language. */
export default async function AboutPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content' });
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <PageIntro
        locale={locale}
        title={t('about.title')}
        path="/about"
        homeLabel={t('home')}
        breadcrumbLabel={t('breadcrumb')}
      >
        <p className="mt-4 max-w-3xl text-xl leading-relaxed text-fg-muted">{t('about.lead')}</p>
      </PageIntro>
      <section aria-labelledby="about-mission" className="rounded-card bg-accent-soft p-6 sm:p-8">
        <h2 id="about-mission" className="text-2xl font-bold text-fg">
          {t('about.missionHeading')}
        </h2>
        <p className="mt-3 text-lg text-fg">{t('about.mission')}</p>
      </section>
      <section aria-labelledby="about-offer" className="mt-12">
        <h2 id="about-offer" className="text-2xl font-bold text-fg">
          {t('about.offerHeading')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {offers.map(([key, Icon]) => (
            <li key={key} className="flex gap-4 rounded-card border border-line bg-surface-raised p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <Icon size={22} />
              </span>
              <p className="text-fg">{t(`about.offer.${key}`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-values" className="mt-12">
        <h2 id="about-values" className="text-2xl font-bold text-fg">
          {t('about.valuesHeading')}
        </h2>
        <ul className="mt-5 space-y-3">
          {values.map((key) => (
            <li key={key} className="flex gap-3 text-fg">
              <CheckCircleIcon size={22} className="mt-1 shrink-0 text-accent" />
              <span>{t(`about.values.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="about-cta"
        className="mt-12 rounded-card border border-line bg-surface-raised p-6 text-center sm:p-10"
      >
        <h2 id="about-cta" className="text-2xl font-bold text-fg">
          {t('about.ctaHeading')}
        </h2>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link href="/courses" className={buttonStyles.primary}>
            {t('about.ctaBrowse')}
          </Link>
          <Link href="/join-as-lecturer" className={buttonStyles.secondary}>
            {t('about.ctaTeach')}
          </Link>
        </div>
      </section>
    </div>
  );
}
