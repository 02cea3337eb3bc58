import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { ApplicationDetail } from '@/features/studio-applications/components/application-detail';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioApplication', { private: true });

/** One lecturer application for an administrator, with its CV and the decision (decision 0051). */
export default async function StudioApplicationPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(asLocale(locale));
  return <ApplicationDetail applicationId={id} />;
}
