'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, type ReactNode } from 'react';
import { buttonStyles } from '@/shared/ui/styles';
import type { CartData } from '../api/cart-documents';
import { formatEgp } from '@manara/i18n';
import { formatEgpDiscount } from '@/shared/lib/format-egp';

function Row({ label, value, strong, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-2 ${strong ? 'border-t border-line pt-3 text-lg font-bold text-fg' : 'text-fg-muted'}`}
    >
      <dt>{label}</dt>
      <dd className={strong ? '' : 'font-semibold text-fg'} data-testid={testId}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

/** Subtotal, discount, after discount, VAT (rate and amount) and total, then checkout (docs/product/commerce.md Cart). */
export function CartTotals({
  cart,
  pending,
  onCheckout,
  methods,
  children,
}: {
  cart: CartData;
  pending: boolean;
  onCheckout: () => void;
  /** The payment method choice, shown above the checkout button (decision 0065). */
  methods?: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('cart.totals');
  const locale = useLocale() as Locale;
  const reasonId = useId();
  const money = (egp: number) => formatEgp(egp, locale);
  const blocked = !cart.checkoutAvailable;
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="flex flex-col gap-5 rounded-card border border-line bg-surface-raised p-5 shadow-card lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-heading" className="text-xl font-bold text-fg">
        {t('heading')}
      </h2>
      {children}
      <dl>
        <Row label={t('subtotal')} value={money(cart.totalPrice)} testId="cart-subtotal" />
        {cart.discountAmount > 0 ? (
          <Row label={t('discount')} value={formatEgpDiscount(cart.discountAmount, locale)} testId="cart-discount" />
        ) : null}
        <Row label={t('net')} value={money(cart.totalPriceAfterDiscount)} />
        <Row
          label={t('vat', { rate: formatNumber(cart.vat, locale) })}
          value={money(cart.vatAmount)}
          testId="cart-vat"
        />
        <Row label={t('total')} value={money(cart.netPrice)} strong testId="cart-total" />
      </dl>
      {methods}
      <div className="flex flex-col gap-2">
        {/* aria-disabled keeps the button focusable, so its reason can be reached and read. */}
        <button
          type="button"
          onClick={() => {
            if (!blocked && !pending) onCheckout();
          }}
          aria-disabled={blocked || pending || undefined}
          aria-describedby={blocked ? reasonId : undefined}
          className={`${buttonStyles.primary} min-h-12 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
          data-testid="cart-checkout"
        >
          {t('checkout')}
        </button>
        {blocked ? (
          <p id={reasonId} className="text-sm font-medium text-fg">
            {t('checkoutBlocked')}
          </p>
        ) : (
          <p className="text-sm text-fg-muted">{t('secureNote')}</p>
        )}
      </div>
    </section>
  );
}
