import { describe, expect, it } from 'vitest';
import { readPaymobConfig } from './paymob-config';

const complete = {
  PAYMOB_SECRET_KEY: 'egy_sk_test_x',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_x',
  PAYMOB_HMAC_SECRET: 'hmac',
  PAYMOB_INTEGRATION_IDS: '4097558, 4097559',
};

describe('Paymob configuration', () => {
  it('is absent without any Paymob variable, so the sandbox is used', () => {
    expect(readPaymobConfig({})).toBeUndefined();
    expect(readPaymobConfig({ PAYMOB_SECRET_KEY: ' ' })).toBeUndefined();
  });

  it('reads all four variables with the default host', () => {
    expect(readPaymobConfig(complete)).toEqual({
      baseUrl: 'https://accept.paymob.com',
      secretKey: 'egy_sk_test_x',
      publicKey: 'egy_pk_test_x',
      hmacSecret: 'hmac',
      integrationIds: [4097558, 4097559],
    });
    expect(readPaymobConfig({ ...complete, PAYMOB_BASE_URL: 'https://uae.paymob.com/' })?.baseUrl).toBe(
      'https://uae.paymob.com',
    );
  });

  it('refuses a partial or malformed setup rather than silently using the sandbox', () => {
    expect(() => readPaymobConfig({ ...complete, PAYMOB_HMAC_SECRET: '' })).toThrow(/missing PAYMOB_HMAC_SECRET/);
    expect(() => readPaymobConfig({ ...complete, PAYMOB_INTEGRATION_IDS: '4097558,card' })).toThrow(/integration ids/);
  });
});
