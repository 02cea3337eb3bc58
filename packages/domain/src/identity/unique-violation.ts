/**
 * The constraint (or index) named by a PostgreSQL unique violation (SQLSTATE 23505), looking
 * through driver wrappers; null for any other error. Text of the error is the fallback for
 * drivers that do not expose the constraint name.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, constraint, detail, message } = current as Record<string, unknown>;
    if (code === '23505') return String(constraint ?? detail ?? message ?? '');
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
