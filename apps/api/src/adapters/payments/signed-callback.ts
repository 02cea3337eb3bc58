import { signPaymobHmac, type HmacValues } from './paymob-hmac';

/** The facts of one provider transaction, from which Paymob-shaped callbacks are built. */
export interface CallbackTransaction {
  transactionId: number;
  /** Paymob's order id (the intention's `intention_order_id`). */
  orderId: number;
  /** Our order reference, echoed as `merchant_order_id`. */
  reference: string;
  amountPiastres: number;
  currency: string;
  success: boolean;
  pending: boolean;
  voided: boolean;
  refunded: boolean;
  /** Given back so far on a refunded transaction (Paymob's running `refunded_amount_cents`); all of it by default. */
  refundedAmountPiastres?: number;
  /** A refund's own transaction: the paid transaction it reverses (Paymob's `parent_transaction`). */
  parentTransactionId?: number;
  createdAt: string;
  integrationId: number;
  owner: number;
  sourceType: string;
  cardBrand: string | null;
  maskedPan: string | null;
  /** Human text Paymob puts in `data.message` (e.g. 'Approved'). */
  message: string;
  /** Kiosk cash: the bill reference the learner quotes, in `data.bill_reference` (docs/providers.md). */
  billReference?: string;
  /** Instalments: the lender's plan, in `data` under the names docs/providers.md assumes. */
  instalmentPlan?: { months: number; monthlyPiastres: number; downPaymentPiastres: number };
}

/** The plan's fields as the callback's `data` carries them (an assumption: docs/providers.md). */
function planData(plan: CallbackTransaction['instalmentPlan']): Record<string, number> {
  return plan
    ? {
        tenure: plan.months,
        installment_amount_cents: plan.monthlyPiastres,
        down_payment_cents: plan.downPaymentPiastres,
      }
    : {};
}

export interface SignedCallback {
  /** JSON body of the transaction-processed POST. */
  body: { type: 'TRANSACTION'; obj: Record<string, unknown> };
  /** The `hmac` query value sent with the POST. */
  hmac: string;
  /** The browser redirect's query string fields, `hmac` included. */
  query: Record<string, string>;
}

function signedValues(tx: CallbackTransaction): HmacValues {
  return {
    amount_cents: tx.amountPiastres,
    created_at: tx.createdAt,
    currency: tx.currency,
    error_occured: false,
    has_parent_transaction: tx.parentTransactionId !== undefined,
    id: tx.transactionId,
    integration_id: tx.integrationId,
    is_3d_secure: true,
    is_auth: false,
    is_capture: false,
    is_refunded: tx.refunded,
    is_standalone_payment: true,
    is_voided: tx.voided,
    'order.id': tx.orderId,
    owner: tx.owner,
    pending: tx.pending,
    'source_data.pan': tx.maskedPan,
    'source_data.sub_type': tx.cardBrand,
    'source_data.type': tx.sourceType,
    success: tx.success,
  };
}

/** Builds both callbacks Paymob sends for a transaction (processed POST and browser redirect), signed with `hmacSecret`. */
export function buildSignedCallback(tx: CallbackTransaction, hmacSecret: string): SignedCallback {
  const values = signedValues(tx);
  const hmac = signPaymobHmac(values, hmacSecret);
  const obj = {
    id: tx.transactionId,
    pending: tx.pending,
    amount_cents: tx.amountPiastres,
    success: tx.success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: tx.voided,
    is_refunded: tx.refunded,
    is_3d_secure: true,
    integration_id: tx.integrationId,
    has_parent_transaction: tx.parentTransactionId !== undefined,
    ...(tx.parentTransactionId !== undefined && { parent_transaction: tx.parentTransactionId }),
    order: { id: tx.orderId, merchant_order_id: tx.reference, amount_cents: tx.amountPiastres, currency: tx.currency },
    created_at: tx.createdAt,
    currency: tx.currency,
    source_data: { pan: tx.maskedPan, type: tx.sourceType, sub_type: tx.cardBrand },
    error_occured: false,
    refunded_amount_cents: tx.refunded ? (tx.refundedAmountPiastres ?? tx.amountPiastres) : 0,
    owner: tx.owner,
    data: {
      message: tx.message,
      ...(tx.billReference !== undefined && { bill_reference: tx.billReference, txn_response_code: '05' }),
      ...planData(tx.instalmentPlan),
    },
  };
  const query: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    query[field === 'order.id' ? 'order' : field] = value === null || value === undefined ? '' : String(value);
  }
  query.merchant_order_id = tx.reference;
  query['data.message'] = tx.message;
  // A kiosk reference waiting for cash answers "05" (docs/providers.md).
  query.txn_response_code = tx.success
    ? 'APPROVED'
    : tx.billReference !== undefined
      ? '05'
      : tx.pending
        ? 'PENDING'
        : 'DECLINED';
  if (tx.billReference !== undefined) query['data.bill_reference'] = tx.billReference;
  for (const [field, value] of Object.entries(planData(tx.instalmentPlan))) query[`data.${field}`] = String(value);
  query.hmac = hmac;
  return { body: { type: 'TRANSACTION', obj }, hmac, query };
}
