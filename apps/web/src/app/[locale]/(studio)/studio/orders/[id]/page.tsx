import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { OrderDetail } from '@/features/studio-orders/components/order-detail';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioOrder', { private: true });

/** One order for an administrator, with its refund and review actions (decision 0043). */
export default async function StudioOrderPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(asLocale(locale));
  return <OrderDetail orderId={id} />;
}
