import type { z } from 'zod';
import { parseInput } from '../validation/index';

/** GraphQL sends explicit nulls for fields left empty; they mean "not given" here. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null);
  return Object.fromEntries(entries.map(([k, v]) => [k, withoutNulls(v)]));
}

/** parseInput after dropping nulls, so a null required field reads "required", not "invalid". */
export function parseIdentityInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return parseInput(schema, withoutNulls(input ?? {}));
}
