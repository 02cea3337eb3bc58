'use client';
import { formatPrice, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { TextField } from '@/shared/ui/form/text-field';
import type { PaymentMethodName, PaymentMethodOptionData } from '../api/cart-documents';

/** Whether an order of `totalPiastres` may be paid by this method (instalments have a least total). */
export const methodFits = (option: PaymentMethodOptionData, totalPiastres: number) =>
  totalPiastres >= (option.minimumPiastres ?? 0);

/**
 * The checkout's payment methods as one radio group (decision 0065): each with its name and what it
 * takes; a method the total is too small for is shown disabled with its minimum; a wallet asks for
 * its number, whose error (from the server) sits under the field.
 */
export function PaymentMethodPicker({
  methods,
  totalPiastres,
  value,
  onChange,
  walletNumber,
  onWalletNumber,
  walletError,
  disabled,
}: {
  methods: readonly PaymentMethodOptionData[];
  totalPiastres: number;
  value: PaymentMethodName;
  onChange(method: PaymentMethodName): void;
  walletNumber: string;
  onWalletNumber(value: string): void;
  walletError: string | null;
  disabled: boolean;
}) {
  const t = useTranslations('cart.methods');
  const locale = useLocale() as Locale;
  return (
    <fieldset className="flex flex-col gap-3" data-testid="payment-methods">
      <legend className="mb-2 text-base font-bold text-fg">{t('legend')}</legend>
      {methods.map((option) => {
        const fits = methodFits(option, totalPiastres);
        const noteId = `payment-method-${option.method}-note`;
        return (
          <label
            key={option.method}
            className={`flex min-h-11 items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-accent ${fits ? 'cursor-pointer' : ''}`}
          >
            <input
              type="radio"
              name="payment-method"
              value={option.method}
              className="mt-1 size-5 shrink-0"
              checked={value === option.method}
              disabled={disabled || !fits}
              aria-describedby={noteId}
              onChange={() => onChange(option.method)}
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-fg">{t(option.method)}</span>
              <span id={noteId} className="text-sm text-fg-muted">
                {t(`${option.method}Note`)}
                {option.minimumPiastres !== null ? (
                  <> {t('minimum', { amount: formatPrice(option.minimumPiastres, locale) })}</>
                ) : null}
              </span>
            </span>
          </label>
        );
      })}
      {value === 'WALLET' ? (
        <TextField
          name="wallet_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          label={t('walletNumber')}
          hint={t('walletHint')}
          error={walletError ?? undefined}
          value={walletNumber}
          onChange={(event) => onWalletNumber(event.target.value)}
          disabled={disabled}
          data-testid="wallet-number"
        />
      ) : null}
      <p className="text-sm text-fg-muted">{t('noFee')}</p>
    </fieldset>
  );
}
