import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioBreadcrumbs } from '@/features/studio/components/studio-breadcrumbs';
import { CouponEditor } from '@/features/studio-coupons/components/coupon-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioCoupon', { private: true });

/** One coupon for an administrator: its terms to edit, its uses and revenue, disable or enable (decision 0053). */
export default async function StudioCouponPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <div className="flex flex-col gap-6">
      <StudioBreadcrumbs
        label={t('studioNewProgram.breadcrumbs')}
        crumbs={[{ label: t('studioCoupons.title'), href: '/studio/coupons' }, { label: t('studioCoupon.title') }]}
      />
      <h1 className="text-2xl font-bold text-fg">{t('studioCoupon.title')}</h1>
      <CouponEditor couponId={id} />
    </div>
  );
}
