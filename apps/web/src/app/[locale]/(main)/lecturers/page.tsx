import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { PageHeader } from '@/features/catalogue/components/page-header';
import { loadLecturers } from '@/features/lecturers/api/load-lecturer';
import { LecturerGrid } from '@/features/lecturers/components/lecturer-grid';

export const revalidate = 300;

export const generateMetadata = pageMetadata('lecturers');

/** /lecturers: every approved lecturer, by name. */
export default async function LecturersPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.lecturers' }),
    loadLecturers(locale),
  ]);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        breadcrumbs={<Breadcrumbs locale={locale} items={[{ name: t('title'), path: '/lecturers' }]} />}
      />
      <section aria-label={t('title')} className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6">
        {page.items.length === 0 ? (
          <p className="text-center text-lg text-fg-muted">{t('empty')}</p>
        ) : (
          <LecturerGrid items={page.items} heading="h2" />
        )}
      </section>
    </>
  );
}
