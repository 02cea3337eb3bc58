import type { FieldError } from '@/shared/graphql/envelope';

export type FieldErrorMap = Record<string, string>;

/**
 * Spreads an envelope's fieldErrors over the form's fields. The API may name a field by path
 * ("input.email", "loginDetails.device"): the last segment is matched. Errors for fields the
 * form does not show come back in `other`, to be shown with the form-level message.
 */
export function spreadFieldErrors(
  fieldErrors: readonly FieldError[],
  fields: readonly string[],
): { byField: FieldErrorMap; other: string[] } {
  const byField: FieldErrorMap = {};
  const other: string[] = [];
  for (const { field, message } of fieldErrors) {
    const name = field.split('.').pop() ?? field;
    if (fields.includes(name) && !byField[name]) byField[name] = message;
    else if (!fields.includes(name)) other.push(message);
  }
  return { byField, other };
}
