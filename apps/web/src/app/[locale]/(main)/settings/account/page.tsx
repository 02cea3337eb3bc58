import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { AccountMessages } from '@/features/account/components/account-messages';
import { AnalyticsOptOut } from '@/features/account/components/analytics-opt-out';
import { DataAndDeletion } from '@/features/account/components/data-and-deletion';

export const generateMetadata = pageMetadata('accountData', { private: true });

/** Signed-out visits never reach this page: the proxy sends them to /login (docs/product/accounts.md). */
export default async function AccountDataPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('accountData.title')}</h1>
      <p className="mt-2 mb-8 text-fg-muted">{t('accountData.description')}</p>
      <AccountMessages>
        <div className="grid gap-8">
          <AnalyticsOptOut />
          <DataAndDeletion />
        </div>
      </AccountMessages>
    </div>
  );
}
