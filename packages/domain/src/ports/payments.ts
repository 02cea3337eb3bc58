/** Payment provider port (docs/product/commerce.md): Paymob in production, the sandbox when no Paymob keys are configured. */
export type PaymentProviderName = 'paymob' | 'sandbox';
/**
 * How a learner may pay (decision 0065): by card, from a mobile wallet, in cash at a kiosk
 * (Aman/Masary bill reference) or in instalments (valU and other lenders). Each is one Paymob
 * integration; the sandbox offers all four.
 */
export const PAYMENT_METHODS = ['CARD', 'WALLET', 'KIOSK', 'INSTALMENTS'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
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
  /** The method the learner chose (decision 0065); card when not given. */
  method?: PaymentMethod;
  /** A wallet payment's number in E.164 (an Egyptian mobile), for the provider's wallet page. */
  walletNumber?: string;
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
  /** A refund's or void's own transaction (signed `has_parent_transaction`): a reversal, never a payment. */
  hasParentTransaction?: boolean;
  /** source_data.type: 'card', 'wallet' …; only a card can be voided (decision 0043). */
  sourceType?: string | null;
  /** Kiosk cash: the bill reference a pending callback carries in `data.bill_reference`; not signed. */
  billReference?: string | null;
  /**
   * Instalments: the plan a lender's paid callback describes in `data` (decision 0065). Paymob does
   * not document it, so the adapters read it under an assumption written in docs/providers.md; not
   * signed, shown to the learner only, never judged on.
   */
  instalmentPlan?: InstalmentPlan | null;
  createdAt: string | null;
}
/** An instalment plan as a lender gave it (decision 0065); any part may be unknown. */
export interface InstalmentPlan {
  lender: string | null;
  months: number | null;
  monthlyPiastres: number | null;
  downPaymentPiastres: number | null;
}
/** What a simulated kiosk needs to pay an order's bill reference (the sandbox only, decision 0066). */
export interface KioskPaymentOrder {
  reference: string;
  providerOrderId: string;
  amountPiastres: number;
  locale: 'ar' | 'en';
  notificationUrl: string;
  redirectionUrl: string;
}
/** Money to give back on a paid transaction (decision 0043). */
export interface RefundRequest {
  providerTransactionId: string;
  /** The provider's order id the payment was signed with (its reversal callbacks carry it too). */
  providerOrderId: string | null;
  /** Our order reference. */
  reference: string;
  /** This refund's amount; a void always gives back the whole transaction. */
  amountPiastres: number;
  /** The paid transaction's amount. */
  transactionAmountPiastres: number;
  /** Everything given back on the transaction once this succeeds (a running total, like Paymob's). */
  refundedTotalPiastres: number;
  currency: string;
  /** Where the provider posts its signed callback for the reversal. */
  notificationUrl: string;
}
export interface RefundReceipt {
  /** The provider's transaction for the refund or void, when it names one. */
  providerReference: string | null;
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
  /** The methods this provider is set up for (Paymob: one integration each; the sandbox: all). */
  readonly methods: readonly PaymentMethod[];
  createIntent(request: PaymentIntentRequest): Promise<PaymentIntent>;
  /** Transaction-processed callback: JSON body `{ type: 'TRANSACTION', obj: {...} }` and the `hmac` query value. Null when the HMAC is missing or wrong (constant-time compare). */
  verifyWebhook(body: unknown, hmac: string | undefined): VerifiedTransaction | null;
  /** Browser redirect callback: the query string fields (flattened names like `source_data.pan`) incl. `hmac`. Null when not verified. */
  verifyRedirect(query: Record<string, string | undefined>): VerifiedTransaction | null;
  /** Gives back part or all of a paid transaction; throws PaymentProviderError when refused or unreachable. */
  refund(request: RefundRequest): Promise<RefundReceipt>;
  /** Cancels a card payment before settlement (the same day); `refused` where the provider cannot void it. */
  void(request: RefundRequest): Promise<RefundReceipt>;
  /**
   * The sandbox's simulated kiosk link that pays a kiosk order's bill reference (decision 0066).
   * Only the sandbox has one: a real provider's reference is paid in cash at a real kiosk.
   */
  kioskPaymentLink?(order: KioskPaymentOrder): string;
}
