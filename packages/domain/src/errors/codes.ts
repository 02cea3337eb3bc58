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
] as const;
export type SuccessCode = (typeof successCodes)[number];
