import type { z } from 'zod';
import { requiredErrorMap } from './schemas/common';
import type { ImportIssue } from './types';

/** Appends a zod path to a record path: `programs[3]` + ['sections', 0, 'enTitle'] → `programs[3].sections[0].enTitle`. */
export function joinPath(base: string, segments: readonly PropertyKey[]): string {
  let out = base;
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: ImportIssue[] };

/** Validates one record; on failure returns every issue with its file and full field path. */
export function validateRecord<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: { file: string; path: string },
): Validated<z.output<S>> {
  const result = schema.safeParse(value, { error: requiredErrorMap });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      file: where.file,
      path: joinPath(where.path, issue.path),
      message: issue.message,
    })),
  };
}
