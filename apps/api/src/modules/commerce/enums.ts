import { PAYMENT_METHODS } from '@manara/domain';
import { builder } from '../../builder';

// Commerce value sets the spec leaves open (decision 0011).
export const CouponKindEnum = builder.enumType('CouponKind', { values: ['PERCENTAGE', 'FIXED'] as const });
export const AlertColorEnum = builder.enumType('CartAlertColor', {
  values: ['red', 'orange'] as const,
  description: 'red: the item blocks checkout until removed; orange: for information',
});
export const TransactionStatusEnum = builder.enumType('TransactionStatus', {
  values: ['PAID', 'FAILED', 'PENDING', 'VOIDED', 'REFUNDED'] as const,
});
export const OrderStatusEnum = builder.enumType('OrderStatus', {
  values: ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'REVIEW'] as const,
  description:
    'REVIEW: paid but not matching the order (amount, coupon limit, already owned); no access until resolved',
});
export const RefundKindEnum = builder.enumType('RefundKind', {
  values: ['REFUND', 'VOID'] as const,
  description: 'VOID: a same-day card payment cancelled before settlement (decision 0043)',
});
export const RefundStatusEnum = builder.enumType('RefundStatus', {
  values: ['REQUESTED', 'COMPLETED', 'FAILED'] as const,
  description: 'REQUESTED while the provider is asked; FAILED gives the amount back to what remains',
});
export const OrderReviewActionEnum = builder.enumType('OrderReviewAction', {
  values: ['GRANT', 'REFUND'] as const,
  description: 'GRANT: settle as paid (access, invoice); REFUND: give all the money back and cancel',
});
export const RefundRequestStatusEnum = builder.enumType('RefundRequestStatus', {
  values: ['PENDING', 'APPROVED', 'REJECTED'] as const,
  description: 'PENDING until an administrator decides; APPROVED means the order was refunded in full (decision 0057)',
});
export const RefundIneligibilityEnum = builder.enumType('RefundIneligibility', {
  values: ['ALREADY_REQUESTED', 'NOT_REFUNDABLE', 'REQUESTS_DISABLED', 'TOO_LATE', 'TOO_MUCH_CONSUMED'] as const,
  description:
    'Why a learner may not ask for a refund: asked already, nothing to give back (not paid, free, refunded), requests off, past the days allowed, too much of it completed',
});
export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  values: PAYMENT_METHODS,
  description:
    'CARD; WALLET: a mobile wallet (its number, then a code on the provider page); KIOSK: cash at Aman/Masary with a bill reference; INSTALMENTS: valU and other lenders (decision 0065)',
});
