import { randomInt } from 'node:crypto';

// Crockford-style alphabet: no I, L, O or U, so codes read back over the phone without confusion.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomCode(prefix: string, length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** An order's reference, sent to the provider and shown on the success page (50 bits of randomness). */
export const newOrderReference = () => randomCode('MNR', 10);

/** A transaction's code, shown in purchase history. */
export const newTransactionCode = () => randomCode('TRX', 10);
