import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { AnalyticsDashboard } from '@/features/studio-analytics/components/analytics-dashboard';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioAnalytics', { private: true });

/** The studio's analytics, read in the browser with the viewer's session (decision 0059). */
export default async function StudioAnalyticsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.studioAnalytics' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
      <AnalyticsDashboard />
    </div>
  );
}
