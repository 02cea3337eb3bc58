/** Payment provider port (docs/product/commerce.md): Paymob in production, the sandbox when no Paymob keys are configured. */
export type PaymentProviderName = 'paymob' | 'sandbox';
export interface PaymentIntentRequest {
  /** Our order reference; Paymob `special_reference`, echoed back as the order's merchant_order_id. */
  reference: string;
  amountPiastres: number; // integer, equals the sum of items
  currency: 'EGP';
  items: { name: string; amountPiastres: number; description?: string; quantity: number }[];
  billing: { firstName: string; lastName: string; email: string; phoneNumber: string };
  /** Absolute URL of our server-to-server callback (transaction processed). */
  notificationUrl: string;
  /** Absolute URL the browser returns to after paying. */
  redirectionUrl: string;
  locale: 'ar' | 'en';
}
export interface PaymentIntent {
  provider: PaymentProviderName;
  providerIntentId: string;
  /** The provider's order id (Paymob `intention_order_id`): signed in every callback as `order.id`. */
  providerOrderId: string;
  clientSecret: string;
  checkoutUrl: string;
}
export interface VerifiedTransaction {
  provider: PaymentProviderName;
  providerTransactionId: string;
  /** Our order reference from the callback (special_reference / merchant_order_id); not signed. */
  reference: string;
  /** The provider's order id (`order.id`), which the HMAC covers; null when absent. */
  providerOrderId: string | null;
  success: boolean;
  pending: boolean;
  voided: boolean;
  refunded: boolean;
  amountPiastres: number;
  currency: string;
  cardBrand: string | null; // e.g. 'Visa', 'MasterCard' (source_data.sub_type)
  maskedPan: string | null; // source_data.pan
  createdAt: string | null;
}
/** Thrown by createIntent/refund/void on timeouts, network errors, 5xx and refusals. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'unavailable' | 'refused',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
export interface PaymentGateway {
  readonly name: PaymentProviderName;
  createIntent(request: PaymentIntentRequest): Promise<PaymentIntent>;
  /** Transaction-processed callback: JSON body `{ type: 'TRANSACTION', obj: {...} }` and the `hmac` query value. Null when the HMAC is missing or wrong (constant-time compare). */
  verifyWebhook(body: unknown, hmac: string | undefined): VerifiedTransaction | null;
  /** Browser redirect callback: the query string fields (flattened names like `source_data.pan`) incl. `hmac`. Null when not verified. */
  verifyRedirect(query: Record<string, string | undefined>): VerifiedTransaction | null;
  refund(providerTransactionId: string, amountPiastres: number): Promise<void>;
  void(providerTransactionId: string): Promise<void>;
}
