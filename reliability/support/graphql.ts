export interface EnvelopeShape {
  code: string;
  success: boolean;
  message: string;
  data: unknown;
}

export interface CallResult {
  /** HTTP status; 0 when the request itself failed (refused, reset, timed out). */
  status: number;
  ms: number;
  /** The operation's envelope when the answer had one. */
  envelope: EnvelopeShape | null;
  /** Why the call did not yield an envelope (network error, GraphQL errors, bad JSON). */
  problem: string | null;
}

/**
 * POSTs one GraphQL operation and picks out the envelope of its single top-level field. Never
 * throws: every way of failing is described in the result so load loops can count them.
 */
export async function call(
  apiUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; timeoutMs?: number; locale?: 'ar' | 'en' } = {},
): Promise<CallResult> {
  const started = performance.now();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': options.locale ?? 'en',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  try {
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: { data?: Record<string, EnvelopeShape> | null; errors?: { message: string }[] };
    try {
      body = JSON.parse(text);
    } catch {
      return { status: response.status, ms, envelope: null, problem: `not JSON: ${text.slice(0, 200)}` };
    }
    if (body.errors?.length)
      return {
        status: response.status,
        ms,
        envelope: null,
        problem: `GraphQL errors: ${body.errors.map((e) => e.message).join('; ')}`,
      };
    const envelope = body.data ? (Object.values(body.data)[0] ?? null) : null;
    return { status: response.status, ms, envelope, problem: envelope ? null : 'no data' };
  } catch (error) {
    return {
      status: 0,
      ms: performance.now() - started,
      envelope: null,
      problem: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

/** Like `call`, but insists on a successful envelope and returns its data. */
export async function mustCall<T = Record<string, unknown>>(
  apiUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string } = {},
): Promise<T> {
  const result = await call(apiUrl, query, variables, options);
  if (!result.envelope?.success)
    throw new Error(
      `${query.slice(0, 60)}… failed: ${result.status} ${result.problem ?? `${result.envelope?.code} ${result.envelope?.message}`}`,
    );
  return result.envelope.data as T;
}
