/** Stable machine codes carried in every envelope (DESIGN §4); messages live in i18n `errors.<CODE>`. */
export const errorCodes = [
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_BLOCKED',
  'EMAIL_TAKEN',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_LOCKED',
  'WRONG_PASSWORD',
  'SOCIAL_LOGIN_NOT_CONFIGURED',
  'QUERY_TOO_COMPLEX',
  // Commerce (issue 4).
  'CART_ITEM_EXISTS',
  'PROGRAM_ALREADY_OWNED',
  'PROGRAM_UNAVAILABLE',
  'CART_FULL',
  'CART_EMPTY',
  'CHECKOUT_UNAVAILABLE',
  'COUPON_NOT_FOUND',
  'COUPON_EXPIRED',
  'COUPON_EXHAUSTED',
  'COUPON_NOT_APPLICABLE',
  'COUPON_BELOW_MINIMUM',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  // Learning (issue 5).
  'QUIZ_ATTEMPTS_EXHAUSTED',
  'QUIZ_NOT_PASSED',
  'PROGRAM_NOT_COMPLETED',
  'CERTIFICATE_NOT_OFFERED',
  // Community (issue 6).
  'NOT_ENROLLED',
  'REVIEW_EXISTS',
  'ALREADY_REPORTED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Codes of successful envelopes; their messages live in i18n `errors.<CODE>` too. */
export const successCodes = [
  'OK',
  'LOGGED_IN',
  'LOGGED_OUT',
  'REGISTERED',
  'CODE_SENT',
  'CODE_VERIFIED',
  'EMAIL_VERIFIED',
  'EMAIL_UPDATED',
  'PASSWORD_CHANGED',
  'CART_ITEM_ADDED',
  'CART_ITEM_REMOVED',
  'COUPON_APPLIED',
  'COUPON_REMOVED',
  'CHECKOUT_CREATED',
  'ORDER_COMPLETED',
] as const;
export type SuccessCode = (typeof successCodes)[number];
