import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { PushOffer } from '@/features/push/push-offer';
import { NotificationsView } from './_components/notifications-view';

export const generateMetadata = pageMetadata('notifications', { private: true });

/** Static shell; the viewer's notifications are read in the browser, page by page from `?page=`. */
export default async function NotificationsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notifications.page' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      <p className="mb-6 mt-2 text-fg-muted">{t('description')}</p>
      {/* Phones have no bell panel: this is where they turn push on. */}
      <PushOffer className="mb-6 rounded-2xl border border-line bg-surface-raised px-4 py-3" />
      <Suspense fallback={null}>
        <NotificationsView />
      </Suspense>
    </div>
  );
}
