import { PAYMENT_METHODS, PaymentProviderError, type PaymentGateway } from '@manara/domain';
import type { PaymobConfig } from './paymob-config';
import { buildIntentionBody } from './paymob-intention-body';
import { paymobPost } from './paymob-request';
import { verifyRedirectCallback, verifyWebhookCallback } from './verify-callback';

/** Paymob answers in a few seconds; past this the learner gets a clear error and may retry. */
export const PAYMOB_TIMEOUT_MS = 10_000;

interface IntentionResponse {
  id?: unknown;
  client_secret?: unknown;
  intention_order_id?: unknown;
  payment_keys?: Array<{ order_id?: unknown }>;
}

const idText = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && value !== '')
    ? String(value)
    : null;

/** Paymob's order behind the intention: `intention_order_id`, else the order of its payment keys. */
function providerOrderIdOf(response: IntentionResponse | null): string | null {
  return idText(response?.intention_order_id) ?? idText(response?.payment_keys?.[0]?.order_id);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Paymob Intention API + unified checkout + HMAC-verified callbacks (docs/providers.md). */
export function createPaymobGateway(config: PaymobConfig, timeoutMs = PAYMOB_TIMEOUT_MS): PaymentGateway {
  const request = { baseUrl: config.baseUrl, secretKey: config.secretKey, timeoutMs };
  return {
    name: 'paymob',
    methods: PAYMENT_METHODS.filter((method) => config.integrationIds[method]?.length),

    async createIntent(intent) {
      const integrationIds = config.integrationIds[intent.method ?? 'CARD'];
      if (!integrationIds?.length) throw new PaymentProviderError('no Paymob integration for this method', 'refused');
      const body = buildIntentionBody(intent, integrationIds);
      const response = (await paymobPost(request, '/v1/intention/', body)) as IntentionResponse | null;
      const id = response?.id;
      const clientSecret = response?.client_secret;
      const providerOrderId = providerOrderIdOf(response);
      if ((typeof id !== 'string' && typeof id !== 'number') || typeof clientSecret !== 'string' || !clientSecret) {
        throw new PaymentProviderError('Paymob intention response lacks id or client_secret', 'unavailable');
      }
      // Without its order id no callback could be paired with the order, so it could never be paid.
      if (!providerOrderId)
        throw new PaymentProviderError('Paymob intention response lacks its order id', 'unavailable');
      const checkout = new URL(`${config.baseUrl}/unifiedcheckout/`);
      checkout.searchParams.set('publicKey', config.publicKey);
      checkout.searchParams.set('clientSecret', clientSecret);
      return {
        provider: 'paymob',
        providerIntentId: String(id),
        providerOrderId,
        clientSecret,
        checkoutUrl: checkout.toString(),
      };
    },

    verifyWebhook: (body, hmac) => verifyWebhookCallback('paymob', config.hmacSecret, body, hmac),
    verifyRedirect: (query) => verifyRedirectCallback('paymob', config.hmacSecret, query),

    async refund({ providerTransactionId, amountPiastres }) {
      const response = await paymobPost(request, '/api/acceptance/void_refund/refund', {
        transaction_id: Number(providerTransactionId),
        amount_cents: amountPiastres,
      });
      // Paymob answers 200 with the refund transaction; a declined refund carries success: false.
      if (isRecord(response) && response.success === false)
        throw new PaymentProviderError('Paymob declined the refund', 'refused');
      return { providerReference: isRecord(response) ? idText(response.id) : null };
    },

    async void({ providerTransactionId }) {
      const response = await paymobPost(request, '/api/acceptance/void_refund/void', {
        transaction_id: Number(providerTransactionId),
      });
      if (isRecord(response) && response.success === false)
        throw new PaymentProviderError('Paymob declined the void', 'refused');
      return { providerReference: isRecord(response) ? idText(response.id) : null };
    },
  };
}
