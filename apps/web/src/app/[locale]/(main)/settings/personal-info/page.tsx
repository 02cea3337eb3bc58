import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { AccountMessages } from '@/features/account/components/account-messages';
import { PersonalInfo } from '@/features/account/components/personal-info';
import { fetchCountries } from '@/features/content/api/fetch-content';

export const generateMetadata = pageMetadata('personalInfo', { private: true });

/** Static per language (the country list refreshes every 5 minutes); the user's details load in the browser. */
export const revalidate = 300;

/** Signed-out visits never reach this page: the proxy sends them to /login (docs/product/accounts.md). */
export default async function PersonalInfoPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [t, countries] = await Promise.all([getTranslations({ locale, namespace: 'pages' }), fetchCountries(locale)]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('personalInfo.title')}</h1>
      <p className="mt-2 mb-8 text-fg-muted">{t('personalInfo.description')}</p>
      <AccountMessages>
        <PersonalInfo countries={countries} />
      </AccountMessages>
    </div>
  );
}
