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
