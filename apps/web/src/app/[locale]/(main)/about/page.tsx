import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchPolicy } from '@/features/content/api/fetch-content';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { Link } from '@/i18n/navigation';
import { buildMetadata } from '@/shared/seo/page-seo';
import { PageIntro } from '@/shared/ui/page-intro';
import { RichHtml } from '@/shared/ui/rich-html';
import { buttonStyles } from '@/shared/ui/styles';

/** Static per language, refreshed every 5 minutes and on studio edits (decisions 0010, 0028). */
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const [about, t] = await Promise.all([
    fetchPolicy(locale, 'ABOUT'),
    getTranslations({ locale, namespace: 'content.about' }),
  ]);
  return buildMetadata({ locale, path: '/about', title: about?.title ?? t('title'), description: t('description') });
}

/**
 * About: who Manara is for, its mission, what it offers and what it cares about — the words an
 * administrator writes in the studio (decision 0067), then the way in to courses and teaching.
 */
export default async function AboutPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [about, t] = await Promise.all([
    fetchPolicy(locale, 'ABOUT'),
    getTranslations({ locale, namespace: 'content' }),
  ]);
  if (!about) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageIntro
        locale={locale}
        title={about.title}
        path="/about"
        homeLabel={t('home')}
        breadcrumbLabel={t('breadcrumb')}
      />
      <RichHtml html={about.content} />
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
