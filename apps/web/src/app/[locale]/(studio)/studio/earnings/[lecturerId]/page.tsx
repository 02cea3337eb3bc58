import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioBreadcrumbs } from '@/features/studio/components/studio-breadcrumbs';
import { EarningsStatement } from '@/features/studio-earnings/components/earnings-statement';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioEarningsStatement', { private: true });

/** One lecturer's statement for an administrator, with the share and payout forms (decision 0060). */
export default async function StudioEarningsStatementPage({
  params,
}: {
  params: Promise<{ locale: string; lecturerId: string }>;
}) {
  const { locale: raw, lecturerId } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <div className="flex flex-col gap-6">
      <StudioBreadcrumbs
        label={t('studioNewProgram.breadcrumbs')}
        crumbs={[
          { label: t('studioEarnings.title'), href: '/studio/earnings' },
          { label: t('studioEarningsStatement.title') },
        ]}
      />
      <h1 className="text-2xl font-bold text-fg">{t('studioEarningsStatement.title')}</h1>
      <EarningsStatement lecturerId={lecturerId} />
    </div>
  );
}
