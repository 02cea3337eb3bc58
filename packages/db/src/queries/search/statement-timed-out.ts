/**
 * Whether `error` is PostgreSQL cancelling a statement that ran past `statement_timeout` (SQLSTATE
 * 57014), looking through driver wrappers (Drizzle keeps the driver's error as `cause`).
 */
export function statementTimedOut(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '57014') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
