import { PaymentProviderError } from '@manara/domain';

export interface PaymobRequestOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}

/** A short, log-safe reason from Paymob's error shapes (`detail`, `amount[0]`, `code`, …). */
function refusalReason(body: unknown): string {
  if (typeof body !== 'object' || body === null) return 'refused';
  const record = body as Record<string, unknown>;
  const first = record.detail ?? record.message ?? record.code ?? Object.values(record)[0];
  const value = Array.isArray(first) ? first[0] : first;
  return typeof value === 'string' ? value.slice(0, 200) : 'refused';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * POSTs JSON to Paymob with the secret key (`Authorization: Token …`) and a deadline.
 * Timeouts, network failures and 5xx become `unavailable`/`timeout` errors (safe to retry); 4xx become `refused`.
 */
export async function paymobPost(options: PaymobRequestOptions, path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Token ${options.secretKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new PaymentProviderError(
      timedOut ? `Paymob ${path} timed out` : `Paymob ${path} unreachable`,
      timedOut ? 'timeout' : 'unavailable',
    );
  }
  const json = await readJson(response).catch(() => null);
  if (response.status >= 500) throw new PaymentProviderError(`Paymob ${path} failed`, 'unavailable', response.status);
  if (!response.ok)
    throw new PaymentProviderError(`Paymob ${path} refused: ${refusalReason(json)}`, 'refused', response.status);
  return json;
}
