import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { buildMetadata } from '@/shared/seo/page-seo';
import { SearchPageForm } from '@/features/search/components/search-page-form';
import { SearchPageView } from '@/features/search/components/search-page-view';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'search.page' });
  return buildMetadata({
    locale,
    path: '/search',
    title: t('metaTitle'),
    description: t('metaDescription'),
    noindex: true,
  });
}

/**
 * /search?q= (docs/product/shell.md). Static: the heading and form are rendered once per language; the query is
 * read in the browser inside Suspense (decision 0010), so searchParams never make it dynamic.
 */
export default async function SearchPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'search.page' });
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold text-fg sm:text-4xl">{t('heading')}</h1>
      <p className="mt-2 mb-6 text-fg-muted">{t('intro')}</p>
      <Suspense fallback={<SearchPageForm />}>
        <SearchPageView />
      </Suspense>
    </section>
  );
}
