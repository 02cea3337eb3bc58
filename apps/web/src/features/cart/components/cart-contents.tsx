'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { loginHref } from '@/shared/auth/login-href';
import { Link } from '@/i18n/navigation';
import type { CartActions } from '../hooks/use-cart-actions';
import { CartItemRow } from './cart-item-row';
import { CartTotals } from './cart-totals';
import { CouponForm } from './coupon-form';
import { methodFits, PaymentMethodPicker } from './payment-method-picker';
import type { CartData, PaymentMethodName, PaymentMethodOptionData } from '../api/cart-documents';

/** A cart with items: the items, the coupon, the payment methods, the totals and checkout. */
export default function CartContents({
  cart,
  setCart,
  guest,
  actions,
  methods,
}: {
  cart: CartData;
  setCart(cart: CartData): void;
  guest: boolean;
  actions: CartActions;
  methods: readonly PaymentMethodOptionData[];
}) {
  const t = useTranslations('cart.page');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const [method, setMethod] = useState<PaymentMethodName>('CARD');
  const [walletNumber, setWalletNumber] = useState('');
  const [walletError, setWalletError] = useState<string | null>(null);

  const totalPiastres = Math.round(cart.netPrice * 100);
  // A coupon or a removed item can bring the total under a method's minimum: card is then chosen.
  const chosen = methods.find((o) => o.method === method && methodFits(o, totalPiastres)) ? method : 'CARD';
  const remove = async (id: string) => {
    const next = await actions.removeItem(id);
    if (next) setCart(next);
  };
  return (
    // minmax(0, …): the coupon field's intrinsic width must not widen the column past a phone's screen.
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="mb-4 flex items-baseline gap-2 text-xl font-bold text-fg">
          {t('itemsHeading')}
          <span className="text-base font-medium text-fg-muted" data-testid="cart-count">
            ({t('itemsCount', { count: cart.totalQuantity, n: formatNumber(cart.totalQuantity, locale) })})
          </span>
        </h2>
        <ul className="flex flex-col gap-4">
          {cart.cartItems.map((item) => (
            <CartItemRow key={item.id} item={item} disabled={actions.pending} onRemove={remove} />
          ))}
        </ul>
      </section>
      <CartTotals
        cart={cart}
        pending={actions.pending}
        onCheckout={() =>
          void actions.checkout(cart.lastAppliedCoupon?.code, {
            method: chosen,
            walletNumber,
            onWalletError: setWalletError,
          })
        }
        methods={
          guest ? null : (
            <PaymentMethodPicker
              methods={methods}
              totalPiastres={totalPiastres}
              value={chosen}
              onChange={setMethod}
              walletNumber={walletNumber}
              onWalletNumber={setWalletNumber}
              walletError={walletError}
              disabled={actions.pending}
            />
          )
        }
      >
        {guest ? (
          // Coupons count per learner: a visitor signs in first (checkout takes them there too).
          <p className="text-sm text-fg-muted" data-testid="guest-coupon-note">
            {t('guestCoupon')}{' '}
            <Link href={loginHref(pathname)} className="font-semibold text-accent underline">
              {t('signIn')}
            </Link>
          </p>
        ) : (
          <CouponForm applied={cart.lastAppliedCoupon?.code ?? null} disabled={actions.pending} onCart={setCart} />
        )}
      </CartTotals>
    </div>
  );
}
