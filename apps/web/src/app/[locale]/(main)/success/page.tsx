import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { SuccessView, SuccessWaiting } from '@/features/orders/components/success-view';
import { PageMessages } from '@/i18n/page-messages';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('success', { private: true });

/** Static shell; the order's verified state is read in the browser from `?reference=` (docs/product/commerce.md). */
export default async function SuccessPage({ params }: LocaleParams) {
  setRequestLocale(asLocale((await params).locale));
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <PageMessages namespaces={['cart']}>
        <Suspense fallback={<SuccessWaiting />}>
          <SuccessView />
        </Suspense>
      </PageMessages>
    </div>
  );
}
