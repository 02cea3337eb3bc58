import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPaymentGateway } from './create-payment-gateway';
import { isSandboxGateway } from './sandbox-gateway';

const paymobEnv = {
  PAYMOB_SECRET_KEY: 'egy_sk_test_x',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_x',
  PAYMOB_HMAC_SECRET: 'hmac',
  PAYMOB_INTEGRATION_IDS: '4097558',
};

function collectingLogger() {
  const warnings: string[] = [];
  return {
    warnings,
    logger: { info() {}, warn: (_: object, msg?: string) => void warnings.push(msg ?? ''), error() {} },
  };
}

describe('payment gateway choice', () => {
  it('uses Paymob when its keys are configured', () => {
    const { logger, warnings } = collectingLogger();
    const gateway = createPaymentGateway(loadConfig({ ...paymobEnv, NODE_ENV: 'production' }), logger);
    expect(gateway.name).toBe('paymob');
    expect(warnings).toEqual([]);
  });

  it('in production refuses to start without Paymob unless the sandbox is asked for', () => {
    const { logger } = collectingLogger();
    for (const env of [{}, { PAYMENTS_SANDBOX: 'false' }, { PAYMENTS_SANDBOX: '1' }, { PAYMOB_SECRET_KEY: 'x' }]) {
      expect(() =>
        createPaymentGateway(
          loadConfig({ SANDBOX_HMAC_SECRET: 's'.repeat(32), NODE_ENV: 'production', ...env }),
          logger,
        ),
      ).toThrow(/PAYMOB_|PAYMENTS_SANDBOX/);
    }
  });

  it('uses the sandbox when asked, served from the public API address, and warns in production', async () => {
    const { logger, warnings } = collectingLogger();
    const config = loadConfig({
      SANDBOX_HMAC_SECRET: 's'.repeat(32),
      API_PUBLIC_URL: 'https://api.manara.example/',
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
    });
    const gateway = createPaymentGateway(config, logger);
    expect(isSandboxGateway(gateway)).toBe(true);
    expect(warnings).toEqual([expect.stringContaining('TEST MODE')]);
    const { checkoutUrl } = await gateway.createIntent({
      reference: 'R',
      amountPiastres: 100,
      currency: 'EGP',
      items: [{ name: 'x', amountPiastres: 100, quantity: 1 }],
      billing: { firstName: 'a', lastName: 'b', email: 'a@example.com', phoneNumber: '1' },
      notificationUrl: 'https://api.manara.example/payments/callback',
      redirectionUrl: 'https://api.manara.example/payments/return',
      locale: 'ar',
    });
    expect(checkoutUrl.startsWith('https://api.manara.example/sandbox/checkout?token=')).toBe(true);
  });

  it('does not warn about the sandbox in development', () => {
    const { logger, warnings } = collectingLogger();
    createPaymentGateway(loadConfig({ SANDBOX_HMAC_SECRET: 's'.repeat(32) }), logger);
    expect(warnings).toEqual([]);
  });
});
