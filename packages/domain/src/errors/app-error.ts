import type { ErrorCode } from './codes';

export interface FieldError {
  field: string;
  /** i18n key under `errors.field.*`, translated by the transport. */
  messageKey: string;
  params?: Record<string, string | number>;
}

/** A business failure: becomes a `success: false` envelope, never an HTTP 500. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fieldErrors: FieldError[] = [],
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
