import { describe, expect, it } from 'vitest';
import { buildSignedCallback, type CallbackTransaction } from './signed-callback';
import { verifyRedirectCallback, verifyWebhookCallback } from './verify-callback';

const secret = 'callback-test-secret';
const paid: CallbackTransaction = {
  transactionId: 192036465,
  orderId: 217503754,
  reference: 'ORD-2026-0001',
  amountPiastres: 114000,
  currency: 'EGP',
  success: true,
  pending: false,
  voided: false,
  refunded: false,
  createdAt: '2026-11-20T22:10:05.123456',
  integrationId: 4097558,
  owner: 302852,
  sourceType: 'card',
  cardBrand: 'MasterCard',
  maskedPan: '2346',
  message: 'Approved',
};
const expected = {
  provider: 'paymob',
  providerTransactionId: '192036465',
  reference: 'ORD-2026-0001',
  providerOrderId: '217503754',
  success: true,
  pending: false,
  voided: false,
  refunded: false,
  amountPiastres: 114000,
  currency: 'EGP',
  cardBrand: 'MasterCard',
  maskedPan: '2346',
  sourceType: 'card',
  hasParentTransaction: false,
  createdAt: '2026-11-20T22:10:05.123456',
};

describe('transaction-processed webhook', () => {
  it('verifies a signed callback and reads the transaction from it', () => {
    const { body, hmac } = buildSignedCallback(paid, secret);
    expect(verifyWebhookCallback('paymob', secret, body, hmac)).toEqual(expected);
  });

  it('reads declined, voided and refunded states', () => {
    const { body, hmac } = buildSignedCallback(
      { ...paid, success: false, voided: true, refunded: true, pending: true },
      secret,
    );
    expect(verifyWebhookCallback('paymob', secret, body, hmac)).toMatchObject({
      success: false,
      voided: true,
      refunded: true,
      pending: true,
    });
  });

  it('returns null for a missing or wrong hmac, another secret, or a tampered signed field', () => {
    const { body, hmac } = buildSignedCallback(paid, secret);
    expect(verifyWebhookCallback('paymob', secret, body, undefined)).toBeNull();
    expect(verifyWebhookCallback('paymob', secret, body, 'a'.repeat(128))).toBeNull();
    expect(verifyWebhookCallback('paymob', 'other', body, hmac)).toBeNull();
    const tampered = structuredClone(body);
    tampered.obj.amount_cents = 100;
    expect(verifyWebhookCallback('paymob', secret, tampered, hmac)).toBeNull();
    const flipped = structuredClone(body);
    flipped.obj.success = 'true';
    (flipped.obj.order as { id: unknown }).id = { nested: true };
    expect(verifyWebhookCallback('paymob', secret, flipped, hmac)).toBeNull();
  });

  it('returns null for bodies that are not transaction callbacks', () => {
    const { body, hmac } = buildSignedCallback(paid, secret);
    expect(verifyWebhookCallback('paymob', secret, { ...body, type: 'TOKEN' }, hmac)).toBeNull();
    expect(verifyWebhookCallback('paymob', secret, null, hmac)).toBeNull();
    expect(verifyWebhookCallback('paymob', secret, 'text', hmac)).toBeNull();
    expect(verifyWebhookCallback('paymob', secret, { type: 'TRANSACTION', obj: [] }, hmac)).toBeNull();
  });

  it('handles wallet transactions without a card number', () => {
    const { body, hmac } = buildSignedCallback(
      { ...paid, maskedPan: null, cardBrand: null, sourceType: 'wallet' },
      secret,
    );
    expect(verifyWebhookCallback('sandbox', secret, body, hmac)).toMatchObject({
      provider: 'sandbox',
      maskedPan: null,
      cardBrand: null,
    });
  });
});

describe('browser redirect', () => {
  it('verifies the flattened query and reads the same transaction', () => {
    const { query } = buildSignedCallback(paid, secret);
    expect(verifyRedirectCallback('paymob', secret, query)).toEqual(expected);
  });

  it('accepts the order under order_id as the docs name it', () => {
    const { order, ...query } = buildSignedCallback(paid, secret).query;
    expect(verifyRedirectCallback('paymob', secret, { ...query, order_id: order })).toEqual(expected);
  });

  it('returns null when the hmac is missing or a signed value was changed', () => {
    const { query } = buildSignedCallback(paid, secret);
    expect(verifyRedirectCallback('paymob', secret, { ...query, hmac: undefined })).toBeNull();
    expect(verifyRedirectCallback('paymob', secret, { ...query, success: 'false' })).toBeNull();
    expect(verifyRedirectCallback('paymob', secret, { ...query, 'source_data.pan': '0000' })).toBeNull();
  });
});
