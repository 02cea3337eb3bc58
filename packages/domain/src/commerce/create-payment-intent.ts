import type { Locale } from '@manara/i18n';
import type { Caller } from '../deps';
import { checkOut } from './check-out';
import type { CommerceDeps } from './commerce-settings';
import type { PaymentIntentView } from './place-order';

/**
 * `createPaymentIntent(coupon_code)`: docs/product/api.md lists it beside createCheckOut with the same
 * payload and answer; it is the same operation (decision 0011), kept under both names.
 */
export function createPaymentIntent(
  deps: CommerceDeps,
  caller: Caller,
  input: unknown,
  locale: Locale,
): Promise<PaymentIntentView> {
  return checkOut(deps, caller, input, locale);
}
