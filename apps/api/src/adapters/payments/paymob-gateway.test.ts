import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentProviderError, type PaymentIntentRequest, type RefundRequest } from '@manara/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPaymobGateway } from './paymob-gateway';
import { startPaymobStandIn, type PaymobStandIn } from './testing/paymob-stand-in';

const intent: PaymentIntentRequest = {
  reference: 'ORD-2026-0042',
  amountPiastres: 171000,
  currency: 'EGP',
  items: [
    { name: 'أساسيات تحليل البيانات باستخدام بايثون — مسار متكامل للمبتدئين', amountPiastres: 114000, quantity: 1 },
    { name: 'Excel', amountPiastres: 28500, description: 'Workshop', quantity: 2 },
  ],
  billing: { firstName: 'Mona', lastName: '', email: 'mona@example.com', phoneNumber: '+201001234567' },
  notificationUrl: 'http://127.0.0.1:9/payments/callback',
  redirectionUrl: 'http://127.0.0.1:9/payments/return',
  locale: 'ar',
};

const reversal = (providerTransactionId: string, amountPiastres: number): RefundRequest => ({
  providerTransactionId,
  providerOrderId: '51234',
  reference: 'ORD-2026-0042',
  amountPiastres,
  transactionAmountPiastres: 171000,
  refundedTotalPiastres: amountPiastres,
  currency: 'EGP',
  notificationUrl: intent.notificationUrl,
});

async function expectProviderError(promise: Promise<unknown>, kind: PaymentProviderError['kind'], status?: number) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect(error).toMatchObject({ kind, status });
}

describe('Paymob adapter against the stand-in', () => {
  let standIn: PaymobStandIn;
  beforeAll(async () => {
    standIn = await startPaymobStandIn();
  });
  afterEach(() => {
    standIn.failWith(null);
    standIn.requests.length = 0;
  });
  afterAll(() => standIn.close());

  it('creates an intention with the documented request and returns the unified checkout URL', async () => {
    const gateway = createPaymobGateway(standIn.config);
    const result = await gateway.createIntent(intent);

    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/intention/' });
    expect(request!.headers.authorization).toBe(`Token ${standIn.config.secretKey}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      amount: 171000,
      currency: 'EGP',
      payment_methods: standIn.config.integrationIds.CARD,
      items: [
        {
          name: [...intent.items[0]!.name].slice(0, 50).join(''),
          amount: 114000,
          description: intent.items[0]!.name,
          quantity: 1,
        },
        { name: 'Excel', amount: 28500, description: 'Workshop', quantity: 2 },
      ],
      billing_data: {
        first_name: 'Mona',
        last_name: 'NA',
        email: 'mona@example.com',
        phone_number: '+201001234567',
        apartment: 'NA',
        floor: 'NA',
        street: 'NA',
        building: 'NA',
        city: 'NA',
        state: 'NA',
        country: 'NA',
      },
      special_reference: 'ORD-2026-0042',
      notification_url: intent.notificationUrl,
      redirection_url: intent.redirectionUrl,
    });

    const [intention] = standIn.intentions.slice(-1);
    expect(result).toEqual({
      provider: 'paymob',
      providerIntentId: intention!.id,
      // The order Paymob signs into every callback of this payment (intention_order_id).
      providerOrderId: String(intention!.orderId),
      clientSecret: intention!.clientSecret,
      checkoutUrl: `${standIn.baseUrl}/unifiedcheckout/?publicKey=egy_pk_test_standin&clientSecret=${intention!.clientSecret}`,
    });
  });

  it('has a stand-in that refuses missing billing keys, as Paymob does', async () => {
    // The adapter always fills billing keys; post a bare body straight to the stand-in to check its validation.
    const answer = await fetch(`${standIn.baseUrl}/v1/intention/`, {
      method: 'POST',
      headers: { authorization: `Token ${standIn.config.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: 100,
        currency: 'EGP',
        items: [{ name: 'x', amount: 100, quantity: 1 }],
        billing_data: { first_name: 'A' },
      }),
    });
    expect(answer.status).toBe(400);
    expect(Object.keys((await answer.json()).billing_data)).toContain('phone_number');
  });

  it('refuses to send an amount that differs from the items sum', async () => {
    const gateway = createPaymobGateway(standIn.config);
    await expect(gateway.createIntent({ ...intent, amountPiastres: 171001 })).rejects.toThrow(/differs/);
    expect(standIn.requests).toHaveLength(0);
  });

  it('turns a 5xx into an unavailable error', async () => {
    standIn.failWith(500);
    await expectProviderError(createPaymobGateway(standIn.config).createIntent(intent), 'unavailable', 500);
  });

  it('turns a hanging provider into a timeout error', async () => {
    standIn.failWith('hang');
    const started = Date.now();
    await expectProviderError(createPaymobGateway(standIn.config, 300).createIntent(intent), 'timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("offers only the chosen method's integrations, and lists the configured methods", async () => {
    const gateway = createPaymobGateway(standIn.config);
    expect(gateway.methods).toEqual(['CARD', 'WALLET', 'KIOSK', 'INSTALMENTS']);
    for (const method of ['WALLET', 'KIOSK', 'INSTALMENTS'] as const) {
      await gateway.createIntent({ ...intent, method });
      expect(standIn.requests.at(-1)!.body).toMatchObject({ payment_methods: standIn.config.integrationIds[method] });
      expect(standIn.methodOf(standIn.intentions.at(-1)!)).toBe(method);
    }
    const cardOnly = createPaymobGateway({ ...standIn.config, integrationIds: { CARD: [4097558] } });
    expect(cardOnly.methods).toEqual(['CARD']);
    await expectProviderError(cardOnly.createIntent({ ...intent, method: 'WALLET' }), 'refused');
  });

  it('turns a wrong key into a refused error', async () => {
    const gateway = createPaymobGateway({ ...standIn.config, secretKey: 'egy_sk_test_wrong' });
    await expectProviderError(gateway.createIntent(intent), 'refused', 401);
  });

  it('turns an unknown integration into a refused error', async () => {
    const gateway = createPaymobGateway({ ...standIn.config, integrationIds: { CARD: [1] } });
    await expectProviderError(gateway.createIntent(intent), 'refused', 404);
  });

  it('reports an unreachable provider as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gateway = createPaymobGateway({ ...standIn.config, baseUrl: `http://127.0.0.1:${port}` });
    await expectProviderError(gateway.createIntent(intent), 'unavailable');
  });

  it('refunds and voids with the secret key and the transaction id', async () => {
    const gateway = createPaymobGateway(standIn.config);
    const refund = await gateway.refund(reversal('192036465', 114000));
    const voided = await gateway.void(reversal('192036466', 114000));
    expect(refund.providerReference).toMatch(/^\d+$/);
    expect(voided.providerReference).toMatch(/^\d+$/);
    expect(standIn.requests.map(({ path, body, headers }) => ({ path, body, auth: headers.authorization }))).toEqual([
      {
        path: '/api/acceptance/void_refund/refund',
        body: { transaction_id: 192036465, amount_cents: 114000 },
        auth: `Token ${standIn.config.secretKey}`,
      },
      {
        path: '/api/acceptance/void_refund/void',
        body: { transaction_id: 192036466 },
        auth: `Token ${standIn.config.secretKey}`,
      },
    ]);
    standIn.failWith(503);
    await expectProviderError(gateway.refund(reversal('192036465', 100)), 'unavailable', 503);
  });
});

describe('Paymob callbacks through the adapter', () => {
  let standIn: PaymobStandIn;
  let receiver: Server;
  const received: Array<{ url: string; body: unknown }> = [];

  beforeAll(async () => {
    standIn = await startPaymobStandIn();
    receiver = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', body: JSON.parse(text) });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await standIn.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('verifies the callbacks the stand-in posts and the redirect query it builds', async () => {
    const gateway = createPaymobGateway(standIn.config);
    const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payments/callback`;
    await gateway.createIntent({ ...intent, notificationUrl: callbackUrl });
    const intention = standIn.intentions.at(-1)!;

    const { status, query } = await standIn.postCallback(intention, { cardBrand: 'Visa', maskedPan: '4242' });
    expect(status).toBe(200);
    const [delivered] = received;
    const hmac = new URL(delivered!.url, 'http://x').searchParams.get('hmac') ?? undefined;
    const fromWebhook = gateway.verifyWebhook(delivered!.body, hmac);
    expect(fromWebhook).toMatchObject({
      provider: 'paymob',
      reference: 'ORD-2026-0042',
      amountPiastres: 171000,
      success: true,
      cardBrand: 'Visa',
      maskedPan: '4242',
    });
    expect(gateway.verifyRedirect(query)).toEqual(fromWebhook);
    expect(
      createPaymobGateway({ ...standIn.config, hmacSecret: 'not-the-secret' }).verifyWebhook(delivered!.body, hmac),
    ).toBeNull();
  });

  it("signs a wallet payment's callback with the wallet's source data", async () => {
    const gateway = createPaymobGateway(standIn.config);
    const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payments/callback`;
    await gateway.createIntent({
      ...intent,
      method: 'WALLET',
      billing: { ...intent.billing, phoneNumber: '01010101010' },
      notificationUrl: callbackUrl,
    });
    const { query } = await standIn.postCallback(standIn.intentions.at(-1)!);
    const delivered = received.at(-1)!;
    const hmac = new URL(delivered.url, 'http://x').searchParams.get('hmac') ?? undefined;
    const verified = gateway.verifyWebhook(delivered.body, hmac);
    expect(verified).toMatchObject({ success: true, sourceType: 'wallet', maskedPan: '01010101010' });
    expect(gateway.verifyRedirect(query)).toEqual(verified);
  });
});
