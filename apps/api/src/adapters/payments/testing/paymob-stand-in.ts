import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_METHODS, type PaymentMethod } from '@manara/domain';
import { methodSourceData } from '../method-source-data';
import type { PaymobConfig, PaymobIntegrationIds } from '../paymob-config';
import { buildTransactionCallback, type TransactionCallbackFields } from './build-transaction-callback';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface StandInIntention {
  id: string;
  clientSecret: string;
  orderId: number;
  body: Record<string, unknown>;
}

export interface PaymobStandIn {
  /** Base URL to give the adapter as PAYMOB_BASE_URL. */
  baseUrl: string;
  /** A complete Paymob configuration pointing at this stand-in, one integration per method (two for card). */
  config: PaymobConfig & { integrationIds: Required<PaymobIntegrationIds> };
  /** The method an intention was created for, read from its `payment_methods`. */
  methodOf(intention: StandInIntention): PaymentMethod;
  requests: RecordedRequest[];
  intentions: StandInIntention[];
  /** Answer every following request with this status, or leave it unanswered (`'hang'`); `null` behaves again. */
  failWith(mode: number | 'hang' | null): void;
  /**
   * Posts a signed transaction-processed callback for an intention to its notification_url, as Paymob does
   * (with the `source_data` of the intention's method), and returns the status our server answered plus the redirect query Paymob would send the browser.
   */
  postCallback(
    intention: StandInIntention,
    fields?: Partial<TransactionCallbackFields>,
  ): Promise<{ status: number; query: Record<string, string> }>;
  /**
   * Kiosk cash (docs/providers.md): the pending callback naming the bill reference (`pending: true`,
   * `data.bill_reference`, `txn_response_code "05"`), then, on `pay`, the paid callback for the same
   * transaction, as when the learner hands over the cash.
   */
  kioskReference(intention: StandInIntention): {
    billReference: string;
    issue(): Promise<{ status: number }>;
    pay(): Promise<{ status: number }>;
  };
  close(): Promise<void>;
}

const REQUIRED_BILLING = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'apartment',
  'floor',
  'street',
  'building',
  'city',
  'state',
  'country',
];

/** The plan the stand-in's lender pays every instalment order on. */
export const STAND_IN_PLAN = { months: 12, monthlyPiastres: 5_000, downPaymentPiastres: 1_000 };

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Checks an intention body the way Paymob does; returns the Paymob-style error answer, or null when valid. */
function intentionErrors(
  body: Record<string, unknown>,
  integrationIds: readonly number[],
): { status: number; json: unknown } | null {
  const items = Array.isArray(body.items) ? (body.items as Array<Record<string, unknown>>) : [];
  const itemsTotal = items.reduce((sum, item) => sum + Number(item.amount) * Number(item.quantity), 0);
  if (!Number.isInteger(body.amount) || itemsTotal !== body.amount) {
    return { status: 400, json: { amount: ['amount_cents must be equal to the sum of the items amounts'] } };
  }
  const billing = (body.billing_data ?? {}) as Record<string, unknown>;
  const missing = REQUIRED_BILLING.filter((key) => typeof billing[key] !== 'string' || billing[key] === '');
  if (missing.length > 0) {
    return {
      status: 400,
      json: { billing_data: Object.fromEntries(missing.map((key) => [key, ['This field is required.']])) },
    };
  }
  const methods = Array.isArray(body.payment_methods) ? body.payment_methods : [];
  if (methods.length === 0 || methods.some((id) => !integrationIds.includes(id as number))) {
    // Paymob answers 404 for integrations of another mode or account (docs/providers.md).
    return { status: 404, json: { detail: 'Integration ID/Name does not exist' } };
  }
  if (body.currency !== 'EGP' || typeof body.special_reference !== 'string')
    return { status: 400, json: { detail: 'Invalid request' } };
  return null;
}

/** A local HTTP server answering like Paymob's Intention and void/refund APIs, for adapter and flow tests. */
export async function startPaymobStandIn(): Promise<PaymobStandIn> {
  const secretKey = `egy_sk_test_${randomBytes(16).toString('hex')}`;
  const byMethod = {
    CARD: [4097558, 4097559],
    WALLET: [4097560],
    KIOSK: [4097561],
    INSTALMENTS: [4097562],
  } satisfies Required<PaymobIntegrationIds>;
  const integrationIds = Object.values(byMethod).flat();
  const methodOfIntegration = (id: unknown): PaymentMethod =>
    PAYMENT_METHODS.find((method) => (byMethod[method] as readonly unknown[]).includes(id)) ?? 'CARD';
  const methodOf = (intention: StandInIntention) =>
    methodOfIntegration((intention.body.payment_methods as unknown[] | undefined)?.[0]);
  const hmacSecret = randomBytes(16).toString('hex');
  const requests: RecordedRequest[] = [];
  const intentions: StandInIntention[] = [];
  let mode: number | 'hang' | null = null;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });
    if (mode === 'hang') return;
    if (typeof mode === 'number') return send(response, mode, { detail: 'stand-in failure' });
    if (request.method !== 'POST') return send(response, 405, { detail: 'Method not allowed' });
    if (request.headers.authorization !== `Token ${secretKey}`)
      return send(response, 401, { detail: 'Invalid token.' });
    const json = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

    if (path === '/v1/intention/') {
      const errors = intentionErrors(json, integrationIds);
      if (errors) return send(response, errors.status, errors.json);
      const orderId = randomInt(1, 2 ** 47);
      const intention: StandInIntention = {
        id: `pi_test_${randomBytes(12).toString('hex')}`,
        clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
        orderId,
        body: json,
      };
      intentions.push(intention);
      return send(response, 201, {
        id: intention.id,
        client_secret: intention.clientSecret,
        intention_order_id: orderId,
        special_reference: json.special_reference,
        payment_keys: (json.payment_methods as number[]).map((integration) => ({
          integration,
          key: randomBytes(8).toString('hex'),
          gateway_type: 'VPC',
          order_id: orderId,
        })),
        intention_detail: {
          amount: json.amount,
          currency: json.currency,
          items: json.items,
          billing_data: json.billing_data,
        },
        status: 'intended',
        confirmed: false,
        object: 'paymentintention',
      });
    }
    if (path === '/api/acceptance/void_refund/refund' || path === '/api/acceptance/void_refund/void') {
      if (!Number.isSafeInteger(json.transaction_id))
        return send(response, 400, { detail: 'transaction_id is required' });
      return send(response, 200, {
        id: randomInt(1, 2 ** 47),
        success: true,
        pending: false,
        parent_transaction: json.transaction_id,
      });
    }
    return send(response, 404, { detail: 'Not found.' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { detail: 'stand-in error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: PaymobStandIn = {
    baseUrl,
    config: { baseUrl, secretKey, publicKey: 'egy_pk_test_standin', hmacSecret, integrationIds: byMethod },
    methodOf,
    requests,
    intentions,
    failWith: (next) => void (mode = next),
    async postCallback(intention, fields = {}) {
      const method = methodOf(intention);
      const billing = intention.body.billing_data as Record<string, unknown> | undefined;
      const { body, hmac, query } = buildTransactionCallback(
        {
          reference: String(intention.body.special_reference),
          amountPiastres: Number(intention.body.amount),
          orderId: intention.orderId,
          integrationId: byMethod[method][0],
          ...methodSourceData(method, method === 'WALLET' ? String(billing?.phone_number) : null),
          // A lender's paid callback describes its plan (an assumption: docs/providers.md).
          ...(method === 'INSTALMENTS' && { instalmentPlan: STAND_IN_PLAN }),
          ...fields,
        },
        hmacSecret,
      );
      const url = new URL(String(intention.body.notification_url));
      url.searchParams.set('hmac', hmac);
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: answer.status, query };
    },
    kioskReference(intention) {
      const transactionId = randomInt(1, 2 ** 47);
      const billReference = String(randomInt(10_000_000, 100_000_000));
      return {
        billReference,
        issue: () => standIn.postCallback(intention, { transactionId, success: false, pending: true, billReference }),
        pay: () => standIn.postCallback(intention, { transactionId }),
      };
    },
    async close() {
      // Hanging requests would keep close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}
