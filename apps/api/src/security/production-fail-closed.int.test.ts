import { describe, expect, it } from 'vitest';
import { signSandboxToken } from '../adapters/payments/sandbox-token';
import { createPaymentGateway } from '../adapters/payments/create-payment-gateway';
import { sandboxTestEnv, TEST_SANDBOX_HMAC_SECRET } from '../adapters/payments/testing/test-sandbox';
import { loadConfig } from '../config';
import { silentLogger } from '../testing/test-server';
import { configuredServer } from './testing/configured-server';

/**
 * Production fails closed (decision 0031): no sandbox payments unless asked for, and then TEST
 * MODE on every sandbox page; no demo accounts unless asked for, and then never the published
 * passwords. Development keeps the offline defaults.
 */
describe('production without a payment provider', () => {
  it('refuses to start unless the sandbox is asked for', () => {
    // The payment gateway is chosen while the API starts (deps.ts): this is the start failing.
    const start = (env: Record<string, string>) =>
      createPaymentGateway(loadConfig({ ...sandboxTestEnv({ NODE_ENV: 'production' }), ...env }), silentLogger);
    expect(() => start({ PAYMENTS_SANDBOX: '' })).toThrow(/PAYMENTS_SANDBOX=true/);
    expect(() => start({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMOB_/);
    expect(start({ PAYMENTS_SANDBOX: 'true' }).name).toBe('sandbox');
  });

  it('development still runs on the sandbox without being asked', () => {
    expect(createPaymentGateway(loadConfig({ ...sandboxTestEnv({}), PAYMENTS_SANDBOX: '' }), silentLogger).name).toBe(
      'sandbox',
    );
  });

  it('with PAYMENTS_SANDBOX=true every sandbox page says TEST MODE, in both languages', async () => {
    const server = await configuredServer({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' });
    try {
      const token = signSandboxToken(
        {
          reference: 'ORD-1',
          amountPiastres: 114000,
          currency: 'EGP',
          items: [{ name: 'Data analysis', amountPiastres: 114000, quantity: 1 }],
          notificationUrl: 'http://127.0.0.1:4000/payments/callback',
          redirectionUrl: 'http://127.0.0.1:4000/payments/return',
          locale: 'ar',
          orderId: 42,
          expiresAt: Date.now() + 60_000,
        },
        TEST_SANDBOX_HMAC_SECRET,
      );
      const banners = { ar: 'وضع الاختبار (TEST MODE)', en: 'TEST MODE' };
      for (const lang of ['ar', 'en'] as const) {
        for (const url of [
          `/sandbox/checkout?${new URLSearchParams({ token, lang })}`,
          `/sandbox/checkout?${new URLSearchParams({ token: 'forged', lang })}`,
        ]) {
          const page = await server.app.inject({ method: 'GET', url });
          expect(page.body).toContain(banners[lang]);
          expect(page.body).toMatch(/<title>[^<]*TEST MODE|<title>وضع الاختبار/);
        }
      }
    } finally {
      await server.close();
    }
  });
});

describe('demo accounts', () => {
  it('production seeds nothing unless SEED_DEMO=true, and then with random passwords', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, demoPasswords: 'random' });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toMatchObject({
      seedDemo: true,
      demoPasswords: 'random',
    });
  });

  it('development keeps seeding the published demo accounts by default', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, demoPasswords: 'published' });
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
