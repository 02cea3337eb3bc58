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

  it('reads the keys with the default host; the old integration list still means card', () => {
    expect(readPaymobConfig(complete)).toEqual({
      baseUrl: 'https://accept.paymob.com',
      secretKey: 'egy_sk_test_x',
      publicKey: 'egy_pk_test_x',
      hmacSecret: 'hmac',
      integrationIds: { CARD: [4097558, 4097559] },
    });
    expect(readPaymobConfig({ ...complete, PAYMOB_BASE_URL: 'https://uae.paymob.com/' })?.baseUrl).toBe(
      'https://uae.paymob.com',
    );
  });

  it('reads one integration per method, and several lenders under instalments', () => {
    const { PAYMOB_INTEGRATION_IDS: _old, ...keys } = complete;
    const config = readPaymobConfig({
      ...keys,
      PAYMOB_CARD_INTEGRATION_ID: '11',
      PAYMOB_WALLET_INTEGRATION_ID: '12',
      PAYMOB_KIOSK_INTEGRATION_ID: '13',
      PAYMOB_VALU_INTEGRATION_ID: '14, 15',
    });
    expect(config?.integrationIds).toEqual({ CARD: [11], WALLET: [12], KIOSK: [13], INSTALMENTS: [14, 15] });
    expect(readPaymobConfig({ ...complete, PAYMOB_CARD_INTEGRATION_ID: '4097558' })?.integrationIds).toEqual({
      CARD: [4097558, 4097559],
    });
  });

  it('refuses a partial or malformed setup rather than silently using the sandbox', () => {
    expect(() => readPaymobConfig({ ...complete, PAYMOB_HMAC_SECRET: '' })).toThrow(/missing PAYMOB_HMAC_SECRET/);
    expect(() => readPaymobConfig({ ...complete, PAYMOB_INTEGRATION_IDS: '4097558,card' })).toThrow(/integration id/);
    expect(() => readPaymobConfig({ ...complete, PAYMOB_INTEGRATION_IDS: '' })).toThrow(/missing an integration id/);
    expect(() => readPaymobConfig({ PAYMOB_WALLET_INTEGRATION_ID: '12' })).toThrow(/missing PAYMOB_SECRET_KEY/);
  });
});
