import type { InstalmentPlan, PaymentProviderName, VerifiedTransaction } from '@manara/domain';
import {
  PAYMOB_HMAC_FIELDS,
  paymobHmacMatches,
  type HmacValue,
  type HmacValues,
  type PaymobHmacField,
} from './paymob-hmac';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Only scalars are signed; an object or array where a scalar belongs counts as missing. */
function scalar(value: unknown): HmacValue {
  return ['string', 'number', 'boolean'].includes(typeof value) ? (value as HmacValue) : undefined;
}

function signedValues(read: (field: PaymobHmacField) => unknown): HmacValues {
  return Object.fromEntries(PAYMOB_HMAC_FIELDS.map((field) => [field, scalar(read(field))]));
}

/** Values as signed, read from the processed (POST) callback's `obj` by their dotted names. */
function webhookHmacValues(obj: Json): HmacValues {
  return signedValues((field) => {
    // Paymob sends the order as an object; tolerate a bare id.
    if (field === 'order.id' && !isObject(obj.order)) return obj.order;
    return field.split('.').reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), obj);
  });
}

/** Values as signed, read from the browser redirect's query (`id`, dotted source_data names). */
function redirectHmacValues(query: Record<string, string | undefined>): HmacValues {
  // The docs name the order `order_id`; Paymob's own plugin and SDK read `order` (docs/providers.md).
  return signedValues((field) => (field === 'order.id' ? (query.order ?? query.order_id) : query[field]));
}

const isTrue = (value: unknown) => value === true || value === 'true';

/** A whole, non-negative number from a JSON number or a query's text; null otherwise. */
function count(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/**
 * An instalment lender's plan from the callback's `data` (decision 0065). Paymob does not document
 * it; we read `tenure` (months), `installment_amount_cents` (monthly) and `down_payment_cents`, the
 * lender being `source_data.sub_type` (docs/providers.md). Null when none of them is there.
 */
function instalmentPlanOf(read: (field: string) => unknown, lender: string | null): InstalmentPlan | null {
  const months = count(read('tenure'));
  const monthlyPiastres = count(read('installment_amount_cents'));
  const downPaymentPiastres = count(read('down_payment_cents'));
  if (months === null && monthlyPiastres === null && downPaymentPiastres === null) return null;
  return { lender, months, monthlyPiastres, downPaymentPiastres };
}

const plan = (instalmentPlan: InstalmentPlan | null) => (instalmentPlan ? { instalmentPlan } : {});

function toTransaction(
  provider: PaymentProviderName,
  values: HmacValues,
  reference: unknown,
  billReference: unknown,
  readData: (field: string) => unknown,
): VerifiedTransaction | null {
  const id = text(values.id);
  const amount = Number(values.amount_cents);
  if (id === null || !Number.isSafeInteger(amount)) return null;
  return {
    provider,
    providerTransactionId: id,
    reference: text(reference) ?? '',
    providerOrderId: text(values['order.id']),
    success: isTrue(values.success),
    pending: isTrue(values.pending),
    voided: isTrue(values.is_voided),
    refunded: isTrue(values.is_refunded),
    amountPiastres: amount,
    currency: text(values.currency) ?? '',
    cardBrand: text(values['source_data.sub_type']),
    maskedPan: text(values['source_data.pan']),
    sourceType: text(values['source_data.type']),
    hasParentTransaction: isTrue(values.has_parent_transaction),
    // Only a kiosk's pending callback carries one.
    ...(text(billReference) !== null && { billReference: text(billReference) }),
    // Only a lender's callback carries one.
    ...plan(instalmentPlanOf(readData, text(values['source_data.sub_type']) ?? text(values['source_data.type']))),
    createdAt: text(values.created_at),
  };
}

/** A transaction-processed callback `{ type: 'TRANSACTION', obj }` whose `hmac` matches; otherwise null. */
export function verifyWebhookCallback(
  provider: PaymentProviderName,
  secret: string,
  body: unknown,
  hmac: string | undefined,
): VerifiedTransaction | null {
  if (!isObject(body) || body.type !== 'TRANSACTION' || !isObject(body.obj)) return null;
  const obj = body.obj;
  const values = webhookHmacValues(obj);
  if (!paymobHmacMatches(values, secret, hmac)) return null;
  // merchant_order_id echoes our special_reference; it is not among the signed fields.
  const reference = isObject(obj.order) ? obj.order.merchant_order_id : obj.merchant_order_id;
  // A kiosk's pending callback names the bill reference in `data` (docs/providers.md); not signed either.
  const data = isObject(obj.data) ? obj.data : {};
  return toTransaction(
    provider,
    values,
    reference ?? obj.special_reference,
    data.bill_reference,
    (field) => data[field],
  );
}

/** A browser redirect's query whose `hmac` matches; otherwise null. */
export function verifyRedirectCallback(
  provider: PaymentProviderName,
  secret: string,
  query: Record<string, string | undefined>,
): VerifiedTransaction | null {
  const values = redirectHmacValues(query);
  if (!paymobHmacMatches(values, secret, query.hmac)) return null;
  return toTransaction(
    provider,
    values,
    query.merchant_order_id ?? query.special_reference,
    query['data.bill_reference'],
    (field) => query[`data.${field}`],
  );
}
