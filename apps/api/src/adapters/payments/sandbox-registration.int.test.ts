import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { createPaymobGateway } from './paymob-gateway';
import { buildTransactionCallback } from './testing/build-transaction-callback';
import { startPaymobStandIn } from './testing/paymob-stand-in';
import { TEST_SANDBOX_HMAC_SECRET } from './testing/test-sandbox';

describe('payment gateway wiring', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('gives test servers the sandbox with the known secret and serves its checkout page', async () => {
    server = await createTestServer();
    expect(server.deps.payments.name).toBe('sandbox');
    const { body, hmac } = buildTransactionCallback(
      { reference: 'ORD-T', amountPiastres: 5000 },
      TEST_SANDBOX_HMAC_SECRET,
    );
    expect(server.deps.payments.verifyWebhook(body, hmac)).toMatchObject({
      reference: 'ORD-T',
      amountPiastres: 5000,
      success: true,
    });

    const intent = await server.deps.payments.createIntent({
      reference: 'ORD-T',
      amountPiastres: 5000,
      currency: 'EGP',
      items: [{ name: 'Course', amountPiastres: 5000, quantity: 1 }],
      billing: { firstName: 'A', lastName: 'B', email: 'a@example.com', phoneNumber: '+201000000000' },
      notificationUrl: 'http://127.0.0.1:9/payments/callback',
      redirectionUrl: 'http://127.0.0.1:9/payments/return',
      locale: 'en',
    });
    const url = new URL(intent.checkoutUrl);
    const page = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
  });

  it('lets a test inject another gateway, and then serves no sandbox page', async () => {
    const standIn = await startPaymobStandIn();
    try {
      server = await createTestServer({ payments: createPaymobGateway(standIn.config) });
      expect(server.deps.payments.name).toBe('paymob');
      expect((await server.app.inject({ method: 'GET', url: '/sandbox/checkout?token=x' })).statusCode).toBe(404);
    } finally {
      await standIn.close();
    }
  });
});
