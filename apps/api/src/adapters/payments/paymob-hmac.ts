import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The 20 callback fields Paymob signs, in Paymob's documented order (docs/providers.md).
 * Names are the flattened webhook names; the redirect query uses `id` and `order` for `obj.id` and `order.id`.
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

export type PaymobHmacField = (typeof PAYMOB_HMAC_FIELDS)[number];
export type HmacValue = string | number | boolean | null | undefined;
export type HmacValues = Partial<Record<PaymobHmacField, HmacValue>>;

/** Booleans as 'true'/'false', numbers in plain decimal, missing values as '' (wallets have no pan). */
function hmacText(value: HmacValue): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The string Paymob signs: the values only, in order, no separators. */
export function paymobHmacMessage(values: HmacValues): string {
  return PAYMOB_HMAC_FIELDS.map((field) => hmacText(values[field])).join('');
}

/** HMAC-SHA512 of the field values, lowercase hex. */
export function signPaymobHmac(values: HmacValues, secret: string): string {
  return createHmac('sha512', secret).update(paymobHmacMessage(values), 'utf8').digest('hex');
}

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/** Constant-time check of a received `hmac` against the expected one; false when missing or malformed. */
export function paymobHmacMatches(values: HmacValues, secret: string, received: string | undefined): boolean {
  if (!received || !HEX_SHA512.test(received)) return false;
  const expected = Buffer.from(signPaymobHmac(values, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(received, 'hex'));
}
