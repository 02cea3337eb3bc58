import { expect } from 'vitest';
import type { GqlResult, Json } from '../../testing/test-server';

/** Text that only a leaked stack trace or internal path would contain. */
const INTERNALS =
  /\n\s+at |node_modules|\/work\/|\.ts:\d+|\bat async\b|TypeError|ReferenceError|PostgresError|duplicate key|violates/;

export interface EnvelopeShape {
  code: string;
  message: string;
  success: boolean;
  data: Json;
  fieldErrors: Array<{ field: string; message: string }>;
}

/**
 * The answer is either the field's envelope (no execution errors beside it, never INTERNAL_ERROR)
 * or a GraphQL validation failure (400, messages only). Returns the envelope when there is one.
 */
export function assertWellFormed(field: string, res: GqlResult): EnvelopeShape | null {
  const raw = JSON.stringify(res.body);
  expect(res.status, `${field}: HTTP ${res.status} ${raw.slice(0, 500)}`).toBeLessThan(500);
  expect(raw, `${field}: internals leaked`).not.toMatch(INTERNALS);
  const envelope = res.body.data?.[field] as EnvelopeShape | undefined;
  if (!envelope) {
    // Mercurius answers variable-coercion failures with 200 and query-validation failures with 400.
    expect([200, 400], `${field}: no envelope and not a validation error: ${raw.slice(0, 500)}`).toContain(res.status);
    expect(res.body.data ?? null, `${field}: partial data beside errors`).toBeNull();
    expect(res.body.errors?.length, `${field}: no envelope and no errors`).toBeGreaterThan(0);
    for (const e of res.body.errors!)
      expect(Object.keys(e).sort(), `${field}: error carries more than a message`).toEqual(
        expect.arrayContaining(['message']),
      );
    return null;
  }
  expect(res.status, `${field}: envelope with HTTP ${res.status}`).toBe(200);
  expect(res.body.errors, `${field}: execution errors beside the envelope: ${raw.slice(0, 800)}`).toBeUndefined();
  expect(typeof envelope.code).toBe('string');
  expect(envelope.code, `${field}: ${raw.slice(0, 500)}`).not.toBe('INTERNAL_ERROR');
  expect(typeof envelope.success).toBe('boolean');
  expect(envelope.message.length, `${field}: untranslated ${envelope.code}`).toBeGreaterThan(0);
  expect(envelope.message, `${field}: message is a key, not a translation`).not.toMatch(/^errors\./);
  expect(Array.isArray(envelope.fieldErrors)).toBe(true);
  for (const f of envelope.fieldErrors)
    expect(f.message, `${field}: field error for ${f.field} untranslated`).not.toMatch(/^errors\./);
  return envelope;
}
