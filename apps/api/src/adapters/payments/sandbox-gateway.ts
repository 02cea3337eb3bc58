import { createHash, randomInt } from 'node:crypto';
import {
  nationalWalletNumber,
  PAYMENT_METHODS,
  PaymentProviderError,
  type Logger,
  type PaymentGateway,
  type RefundRequest,
} from '@manara/domain';
import { methodSourceData } from './method-source-data';
import { checkIntentRequest } from './check-intent-request';
import { buildSignedCallback } from './signed-callback';
import { readSandboxToken, signSandboxToken, type SandboxCheckout } from './sandbox-token';
import { verifyRedirectCallback, verifyWebhookCallback } from './verify-callback';

/** `reference` issues a kiosk bill reference (pending) instead of paying (decision 0066). */
export type SandboxOutcome = 'pay' | 'fail' | 'cancel' | 'reference';

export interface SandboxGatewayOptions {
  hmacSecret: string;
  /** Where browsers reach this API; the sandbox checkout page is served here. */
  apiPublicUrl: string;
  logger: Logger;
  now?: () => Date;
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The checkout behind a checkout-page token, or null when the link is forged or expired. */
  readCheckout(token: string | undefined): SandboxCheckout | null;
  /**
   * Acts as the provider: posts the signed webhook (except on cancel) and returns where to send the
   * browser. A wallet payment names the wallet (national form) it was paid from.
   */
  complete(
    checkout: SandboxCheckout,
    outcome: SandboxOutcome,
    choice?: { walletNumber?: string | undefined; instalmentMonths?: number | undefined },
  ): Promise<string>;
  /**
   * The simulated kiosk's link for a kiosk checkout's bill reference (decision 0066): it works for a
   * week, as cash may come days later, and its page posts the signed paid callback.
   */
  kioskLink(checkout: SandboxCheckout): string;
}

/** How long a sandbox checkout link works, like an intention's lifetime. */
export const SANDBOX_CHECKOUT_TTL_MS = 60 * 60 * 1000;
/** How long a simulated kiosk link works: longer than any bill reference (decision 0066). */
const SANDBOX_KIOSK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const WEBHOOK_TIMEOUT_MS = 10_000;
// Fixed, recognisable ids: the sandbox has one "integration" and one "merchant".
const SANDBOX_INTEGRATION_ID = 1;
const SANDBOX_OWNER = 1;
/** Every sandbox card payment is the same test card. */
const SANDBOX_CARD = {
  integrationId: SANDBOX_INTEGRATION_ID,
  owner: SANDBOX_OWNER,
  ...methodSourceData('CARD'),
};
/** Random ids in Paymob's numeric style. */
const newOrderId = () => randomInt(1, 2 ** 47);
/**
 * One transaction per checkout and outcome: a double-submitted or replayed form yields the same
 * transaction id, which the webhook handler already treats as a duplicate.
 */
const transactionIdOf = (checkout: SandboxCheckout, outcome: SandboxOutcome) =>
  parseInt(createHash('sha256').update(`${checkout.orderId}:${outcome}`).digest('hex').slice(0, 11), 16) + 1;
/**
 * A kiosk checkout's bill reference: eight digits, like Aman's, the same for every issue of one
 * checkout. Its transaction is the one the later cash payment completes (as at Paymob, where the
 * pending transaction becomes paid), so it shares the id of the checkout's `pay` outcome.
 */
const sandboxBillReference = (checkout: Pick<SandboxCheckout, 'orderId'>) =>
  String(
    10_000_000 +
      (parseInt(createHash('sha256').update(`${checkout.orderId}:bill`).digest('hex').slice(0, 8), 16) % 90_000_000),
  );

/** The plans the sandbox's lender offers (months); its page lets the learner choose one. */
export const SANDBOX_INSTALMENT_MONTHS = [6, 12] as const;

/**
 * A sandbox lender's plan: no down payment and equal monthly parts, the last rounded up to the
 * piastre so the parts cover the amount.
 */
export function sandboxInstalmentPlan(amountPiastres: number, months: number) {
  return { months, monthlyPiastres: Math.ceil(amountPiastres / months), downPaymentPiastres: 0 };
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'complete' in gateway;
}

/**
 * The offline provider (docs/product/commerce.md): a hosted checkout page of our own whose Pay / Fail / Cancel buttons
 * drive the same webhook and redirect callbacks as Paymob, signed with the same HMAC scheme.
 */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { hmacSecret, logger } = options;
  const now = options.now ?? (() => new Date());

  async function postWebhook(
    checkout: Pick<SandboxCheckout, 'notificationUrl' | 'reference'>,
    body: unknown,
    hmac: string,
  ): Promise<void> {
    const url = new URL(checkout.notificationUrl);
    url.searchParams.set('hmac', hmac);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok)
        logger.warn({ reference: checkout.reference, status: response.status }, 'sandbox webhook was not accepted');
    } catch (error) {
      // Like Paymob, a failed delivery does not stop the browser redirect; the order simply stays pending.
      logger.warn({ reference: checkout.reference, err: error }, 'sandbox webhook could not be delivered');
    }
  }

  /**
   * Like Paymob after a refund or void (docs/providers.md): the parent transaction's processed
   * callback again, signed, now with `is_refunded` (and the running `refunded_amount_cents`) or
   * `is_voided`; the answer names the refund's own transaction.
   */
  async function reverse(request: RefundRequest, kind: 'refund' | 'void') {
    const numeric = (id: string | null) => (id !== null && /^\d{1,15}$/.test(id) ? Number(id) : null);
    const transactionId = numeric(request.providerTransactionId);
    const orderId = numeric(request.providerOrderId);
    if (transactionId === null || orderId === null)
      throw new PaymentProviderError(`sandbox cannot ${kind} an unknown transaction`, 'refused');
    logger.info({ reference: request.reference, kind, amountPiastres: request.amountPiastres }, 'sandbox reversal');
    const { body, hmac } = buildSignedCallback(
      {
        transactionId,
        orderId,
        reference: request.reference,
        amountPiastres: request.transactionAmountPiastres,
        currency: request.currency,
        success: true,
        pending: false,
        voided: kind === 'void',
        refunded: kind === 'refund',
        refundedAmountPiastres: request.refundedTotalPiastres,
        createdAt: now().toISOString().replace('Z', ''),
        ...SANDBOX_CARD,
        message: 'Approved',
      },
      hmacSecret,
    );
    await postWebhook(request, body, hmac);
    const reversalId = createHash('sha256')
      .update(`${transactionId}:${kind}:${request.refundedTotalPiastres}`)
      .digest('hex')
      .slice(0, 11);
    return { providerReference: String(parseInt(reversalId, 16) + 1) };
  }

  function kioskLink(checkout: SandboxCheckout): string {
    const kiosk = {
      ...checkout,
      billReference: sandboxBillReference(checkout),
      expiresAt: now().getTime() + SANDBOX_KIOSK_TTL_MS,
    };
    const url = new URL('/sandbox/kiosk', options.apiPublicUrl);
    url.searchParams.set('token', signSandboxToken(kiosk, hmacSecret));
    url.searchParams.set('lang', checkout.locale);
    return url.toString();
  }

  return {
    name: 'sandbox',
    kioskLink,
    // The learner's way to the simulated kiosk from the success page and purchase history.
    kioskPaymentLink: (order) =>
      kioskLink({
        reference: order.reference,
        amountPiastres: order.amountPiastres,
        currency: 'EGP',
        items: [],
        notificationUrl: order.notificationUrl,
        redirectionUrl: order.redirectionUrl,
        locale: order.locale,
        orderId: Number(order.providerOrderId),
        expiresAt: 0,
        method: 'KIOSK',
      }),
    methods: PAYMENT_METHODS,

    async createIntent(request) {
      checkIntentRequest(request);
      const checkout: SandboxCheckout = {
        reference: request.reference,
        amountPiastres: request.amountPiastres,
        currency: request.currency,
        items: request.items.map(({ name, amountPiastres, quantity }) => ({ name, amountPiastres, quantity })),
        notificationUrl: request.notificationUrl,
        redirectionUrl: request.redirectionUrl,
        locale: request.locale,
        orderId: newOrderId(),
        expiresAt: now().getTime() + SANDBOX_CHECKOUT_TTL_MS,
        method: request.method ?? 'CARD',
        ...(request.walletNumber && { walletNumber: nationalWalletNumber(request.walletNumber) }),
      };
      const token = signSandboxToken(checkout, hmacSecret);
      const checkoutUrl = new URL('/sandbox/checkout', options.apiPublicUrl);
      checkoutUrl.searchParams.set('token', token);
      checkoutUrl.searchParams.set('lang', request.locale);
      return {
        provider: 'sandbox',
        providerIntentId: `sandbox_${checkout.orderId}`,
        providerOrderId: String(checkout.orderId),
        clientSecret: token,
        checkoutUrl: checkoutUrl.toString(),
      };
    },

    verifyWebhook: (body, hmac) => verifyWebhookCallback('sandbox', hmacSecret, body, hmac),
    verifyRedirect: (query) => verifyRedirectCallback('sandbox', hmacSecret, query),

    // Sandbox money is not real: nothing moves, but the signed callbacks are Paymob's.
    refund: (request) => reverse(request, 'refund'),
    void: (request) => reverse(request, 'void'),

    readCheckout: (token) => readSandboxToken(token, hmacSecret, now()),

    async complete(checkout, outcome, choice = {}) {
      const method = checkout.method ?? 'CARD';
      const issuing = outcome === 'reference';
      const months = method === 'INSTALMENTS' && outcome === 'pay' ? choice.instalmentMonths : undefined;
      const { body, hmac, query } = buildSignedCallback(
        {
          transactionId: transactionIdOf(checkout, issuing ? 'pay' : outcome),
          orderId: checkout.orderId,
          reference: checkout.reference,
          amountPiastres: checkout.amountPiastres,
          currency: checkout.currency,
          success: outcome === 'pay',
          pending: issuing,
          voided: false,
          refunded: false,
          createdAt: now().toISOString().replace('Z', ''),
          ...SANDBOX_CARD,
          ...methodSourceData(method, choice.walletNumber),
          message: { pay: 'Approved', fail: 'Declined', cancel: 'Cancelled', reference: 'Pending' }[outcome],
          ...(issuing && { billReference: sandboxBillReference(checkout) }),
          ...(months && { instalmentPlan: sandboxInstalmentPlan(checkout.amountPiastres, months) }),
        },
        hmacSecret,
      );
      // Paymob sends the processed callback only for paid or declined transactions; a cancel only returns the browser.
      if (outcome !== 'cancel') await postWebhook(checkout, body, hmac);
      // The developer's way to the simulated kiosk that pays the reference later.
      if (issuing)
        logger.info({ reference: checkout.reference, kioskUrl: kioskLink(checkout) }, 'sandbox kiosk reference');
      const redirect = new URL(checkout.redirectionUrl);
      for (const [key, value] of Object.entries(query)) redirect.searchParams.set(key, value);
      return redirect.toString();
    },
  };
}
