import type { DomainDeps } from '../deps';

export interface CommerceSettings {
  /** VAT in basis points (1400 = 14%, Egypt's standard rate); 0 turns VAT off. */
  vatRateBps: number;
  /** How long a checkout holds its coupon use while the learner pays. */
  couponReservationMinutes: number;
  /**
   * Where the payment provider reaches this API (webhook and browser return); the web's own
   * address when unset, which must then forward /payments/* to the API.
   */
  callbackBaseUrl: string | null;
  /** The least order total, in piastres, that may be paid in instalments (decision 0065). */
  instalmentsMinimumPiastres: number;
  /** How long a kiosk bill reference may be paid before the order is cancelled (decision 0066). */
  kioskReferenceMinutes: number;
}

export const defaultCommerceSettings: CommerceSettings = {
  vatRateBps: 1400,
  couponReservationMinutes: 30,
  callbackBaseUrl: null,
  instalmentsMinimumPiastres: 50_000,
  kioskReferenceMinutes: 48 * 60,
};

/** Deps may carry commerce settings (the API fills them from VAT_RATE_BPS); defaults otherwise. */
export type CommerceDeps = DomainDeps & { commerce?: Partial<CommerceSettings> };

export function commerceSettingsOf(deps: CommerceDeps): CommerceSettings {
  return { ...defaultCommerceSettings, ...deps.commerce };
}

/** The VAT rate checkout adds, in percent (14 for 1400 basis points), for prices shown with a VAT note. */
export function vatPercentOf(deps: CommerceDeps): number {
  return commerceSettingsOf(deps).vatRateBps / 100;
}

/** The provider's two callback addresses for an order paid in `locale`. */
export function paymentCallbackUrls(
  deps: CommerceDeps,
  locale: 'ar' | 'en',
): { notificationUrl: string; redirectionUrl: string } {
  const base = (commerceSettingsOf(deps).callbackBaseUrl ?? deps.webBaseUrl).replace(/\/+$/, '');
  return { notificationUrl: `${base}/payments/callback`, redirectionUrl: `${base}/payments/return?locale=${locale}` };
}
