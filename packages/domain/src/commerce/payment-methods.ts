import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';
import { PAYMENT_METHODS, type PaymentMethod } from '../ports/index';

export interface PaymentMethodOption {
  method: PaymentMethod;
  /** The least order total the method takes, in piastres (instalments only); null for any amount. */
  minimumPiastres: number | null;
}

/** The configured methods in checkout order, each with its minimum. */
export function paymentMethodOptions(
  configured: readonly PaymentMethod[],
  instalmentsMinimumPiastres: number,
): PaymentMethodOption[] {
  return PAYMENT_METHODS.filter((method) => configured.includes(method)).map((method) => ({
    method,
    minimumPiastres: method === 'INSTALMENTS' ? instalmentsMinimumPiastres : null,
  }));
}

/** Whether an order of `totalPiastres` may be paid by `method`. */
export function isMethodAvailable(
  options: readonly PaymentMethodOption[],
  method: PaymentMethod,
  totalPiastres: number,
) {
  const option = options.find((o) => o.method === method);
  return option !== undefined && totalPiastres >= (option.minimumPiastres ?? 0);
}

export interface PaymentMethodsView {
  methods: PaymentMethodOption[];
}

/** `paymentMethods`: what checkout offers now, for anyone (the cart page shows it before sign-in). */
export async function listPaymentMethods(deps: CommerceDeps): Promise<PaymentMethodsView> {
  return { methods: paymentMethodOptions(deps.payments.methods, commerceSettingsOf(deps).instalmentsMinimumPiastres) };
}

/**
 * The method a paid transaction used, from the `source_data.type` its callback signed: kiosk cash
 * comes as `aggregator`, an instalment lender under its own name. Older rows without it were cards.
 */
export function methodOfSourceType(sourceType: unknown): PaymentMethod {
  const type = typeof sourceType === 'string' ? sourceType.toLowerCase() : 'card';
  if (type === 'wallet') return 'WALLET';
  if (type === 'aggregator' || type === 'kiosk' || type === 'cash') return 'KIOSK';
  if (['valu', 'souhoola', 'sympl', 'forsa', 'contact', 'aman', 'halan', 'premium', 'bnpl'].includes(type))
    return 'INSTALMENTS';
  return 'CARD';
}

/** Wallets and cards are given back through the provider; kiosk cash and instalments never are (decision 0065). */
export const providerRefunds = (method: PaymentMethod) => method === 'CARD' || method === 'WALLET';
