export interface RetryPolicy {
  /** Attempts before giving up (the first run counts). */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** 30 s, 1 min, 2 min, … capped at 1 h; eight attempts span about two hours. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

/**
 * When to run a job again after its `attempts`-th attempt failed (exponential backoff), or null
 * when it has had all its attempts.
 */
export function nextRetryAt(attempts: number, now: Date, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  const delay = Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
  return new Date(now.getTime() + delay);
}
