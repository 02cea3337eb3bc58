import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { AccountMessages } from '@/features/account/components/account-messages';
import { EmailPreferencesForm } from '@/features/account/components/email-preferences-form';
import { WhatsAppPreferencesForm } from '@/features/account/components/whatsapp-preferences-form';

export const generateMetadata = pageMetadata('emailPreferences', { private: true });

/** Which events are also e-mailed (decision 0058) or sent on WhatsApp (decision 0068). Signed-out visits go to /login (the proxy). */
export default async function EmailPreferencesPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('emailPreferences.title')}</h1>
      <p className="mt-2 mb-8 text-fg-muted">{t('emailPreferences.description')}</p>
      <AccountMessages>
        <div className="grid gap-8">
          <EmailPreferencesForm />
          <WhatsAppPreferencesForm />
        </div>
      </AccountMessages>
    </div>
  );
}
