/** How long the success page waits for the provider's verified callback before saying it is slow. */
export const POLL_TIMEOUT_MS = 60_000;
const FAST_PHASE_MS = 10_000;

/** Every second at first (most callbacks land within seconds), then every two; null once time is up. */
export function pollDelay(elapsedMs: number): number | null {
  if (elapsedMs >= POLL_TIMEOUT_MS) return null;
  return elapsedMs < FAST_PHASE_MS ? 1_000 : 2_000;
}

export interface PollOptions {
  /** One look; resolves true when nothing more can change (a failed look resolves false and is retried). */
  check: () => Promise<boolean>;
  onTimeout: () => void;
  now?: () => number;
}

/**
 * Asks at once, then on the pollDelay schedule until `check` says settled or time runs out.
 * Never overlaps two looks. Returns a stop function (for unmount).
 */
export function startPolling({ check, onTimeout, now = Date.now }: PollOptions): () => void {
  const started = now();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const look = async () => {
    let settled = false;
    try {
      settled = await check();
    } catch {
      settled = false;
    }
    if (stopped || settled) return;
    const delay = pollDelay(now() - started);
    if (delay === null) {
      onTimeout();
      return;
    }
    timer = setTimeout(() => void look(), delay);
  };
  void look();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
