import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { OrderList } from '@/features/studio-orders/components/order-list';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioOrders', { private: true });

/** Every order, for administrators, read in the browser with their session (docs/product/studio.md). */
export default async function StudioOrdersPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.studioOrders' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
      <OrderList />
    </div>
  );
}
