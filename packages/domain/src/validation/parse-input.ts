import type { z } from 'zod';
import { AppError, type FieldError } from '../errors/index';

type SizeIssue = z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall;

/** What a size limit counts: characters of text, items of a list, or a number's value. */
function sizeKind(issue: SizeIssue): 'text' | 'items' | 'number' | null {
  if (issue.origin === 'string') return 'text';
  if (issue.origin === 'array' || issue.origin === 'set') return 'items';
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return 'number';
  return null;
}

const tooBigKeys = { text: 'tooLong', items: 'tooManyItems', number: 'numberTooLarge' } as const;
const tooSmallKeys = { text: 'tooShort', items: 'tooFewItems', number: 'numberTooSmall' } as const;

function sizeError(field: string, issue: SizeIssue): FieldError {
  const kind = sizeKind(issue);
  if (!kind) return { field, messageKey: 'invalid' };
  if (issue.code === 'too_big') return { field, messageKey: tooBigKeys[kind], params: { max: Number(issue.maximum) } };
  const min = Number(issue.minimum);
  // One character short of nothing is simply a missing value.
  if (kind === 'text' && min <= 1) return { field, messageKey: 'required' };
  return { field, messageKey: tooSmallKeys[kind], params: { min } };
}

/** Maps a zod issue to a translated-field-error key; custom issues carry their key in `message` and any values for it in `params`. */
function toFieldError(issue: z.core.$ZodIssue): FieldError {
  const field = issue.path.map(String).join('.') || 'input';
  if (issue.code === 'custom')
    return { field, messageKey: issue.message, ...(issue.params && { params: issue.params }) };
  if (issue.code === 'too_big' || issue.code === 'too_small') return sizeError(field, issue);
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
