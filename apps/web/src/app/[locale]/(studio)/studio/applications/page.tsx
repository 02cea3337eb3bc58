import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { ApplicationList } from '@/features/studio-applications/components/application-list';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioApplications', { private: true });

/** Lecturer applications, for administrators, read in the browser with their session (docs/product/studio.md). */
export default async function StudioApplicationsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.studioApplications' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
      <ApplicationList />
    </div>
  );
}
