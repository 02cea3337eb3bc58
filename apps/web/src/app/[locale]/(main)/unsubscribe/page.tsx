import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/locale-params';
import { Link } from '@/i18n/navigation';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { UnsubscribeLinkQuery } from '@/features/account/api/account-documents';
import { AccountMessages } from '@/features/account/components/account-messages';
import { EMAIL_EVENTS } from '@/features/account/lib/email-events';
import { UnsubscribeButton } from '@/features/account/components/unsubscribe-button';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';

export const dynamic = 'force-dynamic';
export const generateMetadata = pageMetadata('unsubscribe', { private: true });

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Where a mail's unsubscribe link opens (decision 0058): says what will stop and asks for one
 * click; opening it changes nothing. Needs no session — the signed token names the person.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const token = (await searchParams).token;
  const t = await getTranslations({ locale, namespace: 'account' });
  const link =
    typeof token === 'string' && token
      ? (await request(UnsubscribeLinkQuery, { token }, { locale })).unsubscribeLink.data
      : null;
  const event = EMAIL_EVENTS.find((known) => known === link?.event);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('unsubscribe.heading')}</h1>
      <div className="mt-6 grid gap-6 rounded-card border border-line bg-surface-raised p-5 shadow-card sm:p-8">
        {event && typeof token === 'string' ? (
          <>
            <p className="text-fg">{t('unsubscribe.what', { event: t(`emailPreferences.events.${event}.label`) })}</p>
            <AccountMessages>
              <UnsubscribeButton token={token} />
            </AccountMessages>
          </>
        ) : (
          <FormAlert tone="error">{t('unsubscribe.invalid')}</FormAlert>
        )}
        <p>
          <Link href="/settings/notifications" className="font-semibold text-accent underline">
            {t('unsubscribe.settings')}
          </Link>
        </p>
      </div>
    </div>
  );
}
