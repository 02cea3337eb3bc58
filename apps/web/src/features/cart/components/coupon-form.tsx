'use client';
import { useTranslations } from '#intl';
import { useId, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/shared/ui/styles';
import type { CartData } from '../api/cart-documents';
import { useCoupon } from '../hooks/use-coupon';

/** The coupon field: apply a code, or see the applied one and remove it; refusals show under the field. */
export function CouponForm({
  applied,
  disabled,
  onCart,
}: {
  applied: string | null;
  disabled: boolean;
  onCart: (cart: CartData) => void;
}) {
  const t = useTranslations('cart.coupon');
  const coupon = useCoupon(onCart);
  const [value, setValue] = useState('');
  const inputId = useId();
  const errorId = useId();
  const busy = disabled || coupon.pending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (await coupon.apply(value)) setValue('');
  }

  if (applied) {
    return (
      <div className="flex flex-col gap-2">
        <div
          className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-muted px-3 py-2"
          data-testid="coupon-applied"
        >
          <p className="text-sm text-fg">
            {t('applied')} <bdi className="font-bold">{applied}</bdi>
          </p>
          <button
            type="button"
            onClick={() => void coupon.remove()}
            disabled={busy}
            className={`${buttonStyles.ghost} ${buttonStyles.small} text-accent`}
          >
            {t('remove')}
          </button>
        </div>
        {coupon.error ? <CouponError id={errorId} message={coupon.error} /> : null}
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (coupon.error) coupon.clearError();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error ? errorId : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 text-fg placeholder:text-fg-muted focus-visible:border-accent aria-invalid:border-[light-dark(#b42318,#f97066)]"
        />
        <button type="submit" disabled={busy} className={`${buttonStyles.secondary} ${buttonStyles.small} min-h-11`}>
          {t('apply')}
        </button>
      </div>
      {coupon.error ? <CouponError id={errorId} message={coupon.error} /> : null}
    </form>
  );
}

function CouponError({ id, message }: { id: string; message: string }) {
  return (
    <p
      id={id}
      role="alert"
      className="text-sm font-medium text-[light-dark(#b42318,#fda29b)]"
      data-testid="coupon-error"
    >
      <span dir="auto">{message}</span>
    </p>
  );
}
