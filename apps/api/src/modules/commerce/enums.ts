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
