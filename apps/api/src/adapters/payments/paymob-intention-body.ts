import type { PaymentIntentRequest } from '@manara/domain';
import { checkIntentRequest } from './check-intent-request';

/** Paymob shows at most 50 characters of an item name (its WooCommerce plugin truncates likewise). */
const ITEM_NAME_MAX = 50;
/** Paymob requires every billing key; unknown ones are sent as 'NA' like Paymob's own plugin does. */
const UNKNOWN = 'NA';

const orUnknown = (value: string) => value.trim() || UNKNOWN;

/**
 * The JSON body of `POST /v1/intention/` (docs/providers.md). `integrationIds` are the chosen
 * method's (decision 0065), so Paymob's page offers only that method. Throws on amounts that cannot be right.
 */
export function buildIntentionBody(request: PaymentIntentRequest, integrationIds: number[]): Record<string, unknown> {
  checkIntentRequest(request);
  const { billing } = request;
  return {
    amount: request.amountPiastres,
    currency: request.currency,
    payment_methods: integrationIds,
    items: request.items.map((item) => ({
      name: [...item.name].slice(0, ITEM_NAME_MAX).join(''),
      amount: item.amountPiastres,
      description: item.description?.trim() || item.name,
      quantity: item.quantity,
    })),
    billing_data: {
      first_name: orUnknown(billing.firstName),
      last_name: orUnknown(billing.lastName),
      email: orUnknown(billing.email),
      phone_number: orUnknown(billing.phoneNumber),
      apartment: UNKNOWN,
      floor: UNKNOWN,
      street: UNKNOWN,
      building: UNKNOWN,
      city: UNKNOWN,
      state: UNKNOWN,
      country: UNKNOWN,
    },
    special_reference: request.reference,
    notification_url: request.notificationUrl,
    redirection_url: request.redirectionUrl,
  };
}
