import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { AuditList } from '@/features/studio-programs/components/audit-list';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioAudit', { private: true });

/** The whole audit log, for administrators (the API refuses anyone else). */
export default async function StudioAuditPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.studioAudit' });
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
      <AuditList />
    </div>
  );
}
