import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioBreadcrumbs } from '@/features/studio/components/studio-breadcrumbs';
import { CouponEditor } from '@/features/studio-coupons/components/coupon-editor';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioNewCoupon', { private: true });

/** A new coupon, for administrators (decision 0053). */
export default async function NewCouponPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <div className="flex flex-col gap-6">
      <StudioBreadcrumbs
        label={t('studioNewProgram.breadcrumbs')}
        crumbs={[{ label: t('studioCoupons.title'), href: '/studio/coupons' }, { label: t('studioNewCoupon.title') }]}
      />
      <h1 className="text-2xl font-bold text-fg">{t('studioNewCoupon.title')}</h1>
      <CouponEditor />
    </div>
  );
}
