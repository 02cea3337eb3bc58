/** The shape every API field answers with (docs/product/api.md). */
export interface FieldError {
  field: string;
  message: string;
}

export interface Envelope<T = unknown> {
  code: string;
  message: string;
  success: boolean;
  data: T | null;
  fieldErrors: FieldError[];
}

/** What a caller needs from any envelope, whatever it selected of `data`. */
export interface EnvelopeStatus {
  code: string;
  message: string;
  success: boolean;
  fieldErrors?: readonly FieldError[];
}
