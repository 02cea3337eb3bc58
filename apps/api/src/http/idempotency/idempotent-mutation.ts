import { createHash } from 'node:crypto';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/** RFC "The Idempotency-Key HTTP Header Field" draft: a string; here 1–255 visible ASCII characters. */
const KEY = /^[\x21-\x7e]{1,255}$/;

export const isValidIdempotencyKey = (key: string) => KEY.test(key);

interface GraphqlBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * The fingerprint of a POSTed GraphQL mutation (document, variables, operation name), or null
 * when the body is not one mutation (queries are safe to repeat; a malformed document is left
 * for GraphQL to answer).
 */
export function mutationFingerprint(body: unknown): string | null {
  const { query, variables, operationName } = (body ?? {}) as GraphqlBody;
  if (typeof query !== 'string') return null;
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return null;
  }
  const operation =
    typeof operationName === 'string' ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (operation?.operation !== 'mutation') return null;
  return createHash('sha256')
    .update(JSON.stringify([query, variables ?? null, operationName ?? null]))
    .digest('hex');
}

/** Answers that changed nothing, so the key is given back and a retry runs the request again. */
const TRANSIENT_CODES = new Set(['SERVICE_UNAVAILABLE', 'INTERNAL_ERROR', 'RATE_LIMITED']);

/** Whether a response is the request's outcome (kept for retries) rather than a failure to try again. */
export function isFinalAnswer(statusCode: number, payload: string): boolean {
  if (statusCode >= 500) return false;
  try {
    const body = JSON.parse(payload) as { data?: Record<string, { code?: unknown } | null> | null };
    return !Object.values(body.data ?? {}).some((field) => TRANSIENT_CODES.has(String(field?.code)));
  } catch {
    return false;
  }
}
