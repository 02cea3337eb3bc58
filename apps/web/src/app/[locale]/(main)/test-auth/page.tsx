import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { SessionStatus } from './session-status';

export const generateMetadata = pageMetadata('testAuth', { private: true });

export default async function TestAuthPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.testAuth' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      <p className="mt-2 text-fg-muted">{t('description')}</p>
      <div className="mt-10 rounded-card border border-line p-6">
        <SessionStatus
          labels={{
            status: t('status'),
            loading: t('loading'),
            signedIn: t('signedIn'),
            signedOut: t('signedOut'),
            name: t('name'),
            email: t('email'),
          }}
        />
      </div>
    </div>
  );
}
