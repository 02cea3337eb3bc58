export * from './money';
export * from './price-cart';
export * from './coupon-rules';
export * from './line-alerts';
export * from './commerce-settings';
export * from './cart-view';
export * from './transaction-view';
export * from './schemas';
export * from './references';
export * from './get-cart';
export * from './add-cart-item';
export * from './remove-cart-item';
export * from './apply-coupon';
export * from './cancel-coupon';
export * from './place-order';
export * from './check-out';
export * from './buy-now';
export * from './create-payment-intent';
export * from './confirm-payment';
export * from './refund-view';
export * from './give-back-order-money';
export * from './refund-order';
export * from './resolve-order-review';
export * from './refund-policy';
export * from './get-refund-policy';
export * from './update-refund-policy';
export * from './refund-request-view';
export * from './refund-standing';
export * from './load-refund-standings';
export * from './request-refund';
export * from './list-studio-refund-requests';
export * from './approve-refund-request';
export * from './reject-refund-request';
export * from './studio-order-view';
export * from './list-studio-orders';
export * from './get-studio-order';
export * from './check-callback-pairing';
export * from './find-redirect-order-reference';
export * from './list-my-transactions';
export * from './get-transaction-by-code';
export * from './count-cart-items';
export * from './load-cart-view';
export * from './program-price-with-vat';
export * from './load-viewer-diploma-credits';
export * from './remove-stale-guest-carts';
export * from './studio-coupon-view';
export * from './list-studio-coupons';
export * from './get-studio-coupon';
export * from './create-coupon';
export * from './update-coupon';
export * from './set-coupon-active';
export * from './cairo-date';
// What other areas lay out like an invoice (the lecturer earnings statement, decision 0060).
export {
  defaultInvoiceSeller,
  documentTop,
  invoiceSeller,
  isolate,
  type InvoiceSeller,
} from './invoices/index';
