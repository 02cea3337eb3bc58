import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartSkeleton } from '@/features/cart/components/cart-skeleton';
import { CartView } from '@/features/cart/components/cart-view';
import { PageMessages } from '@/i18n/page-messages';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('cart', { private: true });

/** Static shell; the cart itself is per learner and read in the browser (docs/ARCHITECTURE.md). */
export default async function CartPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'cart.page' });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold text-fg">{t('heading')}</h1>
      <PageMessages namespaces={['cart']}>
        <CartView skeleton={<CartSkeleton locale={locale} />} />
      </PageMessages>
    </div>
  );
}
