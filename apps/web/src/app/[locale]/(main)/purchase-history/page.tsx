import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PurchaseHistoryView } from '@/features/orders/components/purchase-history-view';
import { PageMessages } from '@/i18n/page-messages';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('purchaseHistory', { private: true });

/** Static shell; the learner's orders are read in the browser, page by page from `?page=`. */
export default async function PurchaseHistoryPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'cart.history' });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('heading')}</h1>
      <p className="mb-8 mt-2 text-fg-muted">{t('intro')}</p>
      <PageMessages namespaces={['cart']}>
        <Suspense fallback={null}>
          <PurchaseHistoryView />
        </Suspense>
      </PageMessages>
    </div>
  );
}
