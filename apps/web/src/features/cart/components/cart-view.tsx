'use client';
import { useTranslations } from '#intl';
import { Suspense, useEffect, type ReactNode } from 'react';
import { lazyWithPreload } from '@/shared/ui/lazy-with-preload';
import { Link } from '@/i18n/navigation';
import { CartIcon } from '@/shared/ui/icons/shell-icons';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { buttonStyles } from '@/shared/ui/styles';
import { useCart } from '../hooks/use-cart';
import { useCartActions } from '../hooks/use-cart-actions';
import { usePaymentMethods } from '../hooks/use-payment-methods';
import { StatePanel } from '@/shared/ui/state-panel';

// A filled cart's code (items, coupon, payment methods, totals) is not needed before the cart has
// arrived: it loads beside the cart's request (docs/performance.md).
const CartContents = lazyWithPreload(() => import('./cart-contents'));

/**
 * The cart page body, read in the browser (per learner, or a visitor's guest cart): states, items,
 * coupon, totals and checkout; `skeleton` (server-drawn) shows until the cart arrives.
 */
export function CartView({ skeleton }: { skeleton: ReactNode }) {
  const t = useTranslations('cart.page');
  const { status, cart, setCart, guest, retry } = useCart();
  const actions = useCartActions();
  const { syncBadge } = actions;
  const count = cart?.totalQuantity;
  const methods = usePaymentMethods();

  // The filled cart's code is fetched beside the cart itself, not after it.
  useEffect(CartContents.preload, []);

  // The page's own answer is the freshest count; the header follows it.
  useEffect(() => {
    if (count !== undefined) syncBadge(count);
  }, [count, syncBadge]);

  if (status === 'loading') return skeleton;
  if (status === 'error' || !cart) {
    return (
      <StatePanel icon={<AlertIcon size={30} />} title={t('loadFailed')}>
        <button type="button" onClick={retry} className={buttonStyles.primary}>
          {t('retry')}
        </button>
      </StatePanel>
    );
  }
  if (cart.cartItems.length === 0) {
    return (
      <StatePanel icon={<CartIcon size={30} />} title={t('emptyTitle')} body={t('emptyBody')}>
        <Link href="/courses" className={buttonStyles.primary}>
          {t('browseCourses')}
        </Link>
      </StatePanel>
    );
  }

  return (
    <Suspense fallback={skeleton}>
      <CartContents cart={cart} setCart={setCart} guest={guest} actions={actions} methods={methods} />
    </Suspense>
  );
}
