import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { ReportGroupList } from '@/features/studio-moderation/components/report-group-list';
import { RevokeCertificateForm } from '@/features/studio-moderation/components/revoke-certificate-form';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioModeration', { private: true });

/** Reports grouped by target, and certificate revocation, for administrators (decision 0054). */
export default async function StudioModerationPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.studioModeration' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
      <ReportGroupList />
      <RevokeCertificateForm />
    </div>
  );
}
