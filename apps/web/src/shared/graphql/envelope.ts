/** The shape every API field answers with (docs/product/api.md; fragment EnvelopeFields). */
export interface FieldError {
  field: string;
  message: string;
}

/** What a caller needs from any envelope, whatever it selected of `data`. */
export interface EnvelopeStatus {
  code: string;
  message: string;
  success: boolean;
  fieldErrors?: readonly FieldError[];
}

/** An envelope with its payload. */
export type EnvelopeOf<T> = EnvelopeStatus & { data: T | null };
