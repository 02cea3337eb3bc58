import type { z } from 'zod';
import { AppError, type FieldError } from '../errors/index';

/** Maps a zod issue to a translated-field-error key; custom issues carry their key in `message`. */
function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const field = issue.path.map(String).join('.') || 'input';
  if (issue.code === 'custom') return { field, messageKey: issue.message };
  if (issue.code === 'too_big') return { field, messageKey: 'tooLong', params: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return min <= 1 && issue.origin === 'string'
      ? { field, messageKey: 'required' }
      : { field, messageKey: 'tooShort', params: { min } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { field, messageKey: 'email' };
  if (issue.code === 'invalid_type' && issue.input === undefined) return { field, messageKey: 'required' };
  return { field, messageKey: 'invalid' };
}

/** Validates an operation input; throws VALIDATION_FAILED with one error per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fieldErrors = result.error.issues.map(toFieldError).filter((e) => !seen.has(e.field) && seen.add(e.field));
  throw new AppError('VALIDATION_FAILED', fieldErrors);
}
