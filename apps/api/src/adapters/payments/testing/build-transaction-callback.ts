import { randomInt } from 'node:crypto';
import { buildSignedCallback, type CallbackTransaction, type SignedCallback } from '../signed-callback';

export type { SignedCallback } from '../signed-callback';

/** What a test says about a transaction; everything else gets Paymob-like defaults (a paid card payment). */
export type TransactionCallbackFields = Pick<CallbackTransaction, 'reference' | 'amountPiastres'> &
  Partial<CallbackTransaction>;

/**
 * A Paymob-shaped transaction callback signed with `hmacSecret`: `body` for the processed POST,
 * `hmac` for its query, `query` for the browser redirect. Tests tamper with the returned values
 * to check replay, tampering and amount mismatches.
 */
export function buildTransactionCallback(fields: TransactionCallbackFields, hmacSecret: string): SignedCallback {
  return buildSignedCallback(
    {
      transactionId: randomInt(1, 2 ** 47),
      orderId: randomInt(1, 2 ** 47),
      currency: 'EGP',
      success: true,
      pending: false,
      voided: false,
      refunded: false,
      createdAt: new Date().toISOString().replace('Z', ''),
      integrationId: 4097558,
      owner: 302852,
      sourceType: 'card',
      cardBrand: 'MasterCard',
      maskedPan: '2346',
      message: fields.success === false ? 'Declined' : 'Approved',
      ...fields,
    },
    hmacSecret,
  );
}
