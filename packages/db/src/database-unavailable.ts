// SQLSTATE classes and codes that mean "the server is not there right now", not "the query is wrong":
// 08 connection exceptions, 57P01–57P03 shutdown / crash / starting up, 53300 too many connections.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres raises these as plain Errors without a code.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/**
 * Whether `error` means the database could not be reached (stopped, restarting, refusing
 * connections, connection lost mid-query) rather than a failed query. Drizzle wraps driver errors
 * ("Failed query: …") with the original as `cause`, so the whole cause chain is examined.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    // Connecting to a host with several addresses fails with an AggregateError of each attempt.
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = cause;
  }
  return false;
}
