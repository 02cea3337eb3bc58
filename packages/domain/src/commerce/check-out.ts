import type { Locale } from '@manara/i18n';
import type { Caller } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';
import { loadCartOffer } from './load-cart-offer';
import { placeOrder, type PaymentIntentView } from './place-order';
import { checkOutSchema } from './schemas';

/**
 * `createCheckOut(coupon_code)` (and `createPaymentIntent`, the same call under its other
 * name): buys the whole cart with the coupon_code given now, or else the cart's own coupon;
 * either must still apply, or its refusal code is the answer.
 */
export async function checkOut(
  deps: CommerceDeps,
  caller: Caller,
  input: unknown,
  locale: Locale,
): Promise<PaymentIntentView> {
  const viewer = requireViewer(caller);
  const { coupon_code, ...choice } = parseInput(checkOutSchema, input);
  return placeOrder(deps, viewer, locale, true, choice, async (tx) => {
    const { offer } = await loadCartOffer(tx, {
      owner: { userId: viewer.userId },
      now: deps.now(),
      vatRateBps: commerceSettingsOf(deps).vatRateBps,
      couponCode: coupon_code,
      forCheckout: true,
    });
    return offer;
  });
}
