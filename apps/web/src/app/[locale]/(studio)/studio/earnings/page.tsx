import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { EarningsHome } from '@/features/studio-earnings/components/earnings-home';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioEarnings', { private: true });

/** Earnings (decision 0060): every lecturer for administrators, one's own statement for a lecturer; read in the browser. */
export default async function StudioEarningsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.studioEarnings' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
      <EarningsHome />
    </div>
  );
}
