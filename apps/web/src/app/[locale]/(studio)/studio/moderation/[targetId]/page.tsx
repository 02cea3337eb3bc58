import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { ReportCaseDetail } from '@/features/studio-moderation/components/report-case-detail';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioReportCase', { private: true });

/** One reported target and its decision, for administrators (decision 0054). */
export default async function StudioReportCasePage({
  params,
}: {
  params: Promise<{ locale: string; targetId: string }>;
}) {
  const { locale, targetId } = await params;
  setRequestLocale(asLocale(locale));
  return <ReportCaseDetail targetId={targetId} />;
}
