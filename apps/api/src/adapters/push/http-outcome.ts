import type { PushOutcome } from '@manara/domain';

/** A push service's HTTP answer as an outcome: 404/410 gone, 429 and 5xx worth retrying, other errors not. */
export function outcomeOfStatus(status: number, detail: string): PushOutcome {
  if (status >= 200 && status < 300) return { status: 'sent' };
  if (status === 404 || status === 410) return { status: 'gone' };
  return {
    status: 'failed',
    retry: status === 429 || status >= 500,
    error: `HTTP ${status}${detail ? `: ${detail.slice(0, 300)}` : ''}`,
  };
}

/** Network trouble (refused, reset, timed out) is worth retrying. */
export function outcomeOfNetworkError(error: unknown): PushOutcome {
  return { status: 'failed', retry: true, error: error instanceof Error ? error.message : String(error) };
}
