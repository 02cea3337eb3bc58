import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { CouponList } from '@/features/studio-coupons/components/coupon-list';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioCoupons', { private: true });

/** Every coupon, for administrators, read in the browser with their session (decision 0053). */
export default async function StudioCouponsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.studioCoupons' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
      <CouponList />
    </div>
  );
}
