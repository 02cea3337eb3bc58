const MINUTE = 60_000;

export type LivePhase = 'upcoming' | 'open' | 'ended';

/**
 * docs/product/constants.md countdown: the hours and minutes left until `target`, minutes rounded up (one second
 * left shows one minute; exactly two hours shows 2 h 0 min). Nothing left is 0 and 0.
 */
export function countdownTo(target: string | Date, now: Date): { hours: number; minutes: number } {
  const left = Math.max(0, new Date(target).getTime() - now.getTime());
  const totalMinutes = Math.ceil(left / MINUTE);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/**
 * The phase the page shows. The API decides when the join link opens (decision 0012: OPEN from
 * shortly before the start); the browser only moves a page left open past the end to 'ended'.
 */
export function livePhase(
  state: 'UPCOMING' | 'OPEN' | 'ENDED' | 'NOT_LIVE',
  endAt: string | null,
  now: Date,
): LivePhase {
  if (state === 'ENDED' || (endAt && now.getTime() >= new Date(endAt).getTime())) return 'ended';
  return state === 'OPEN' ? 'open' : 'upcoming';
}

/** While upcoming, ask the API again once the start is this close, so the join link appears on time. */
export const LIVE_RECHECK_WINDOW_MS = 30 * MINUTE;

export function shouldRecheckLive(phase: LivePhase, startAt: string | null, now: Date): boolean {
  if (phase !== 'upcoming' || !startAt) return false;
  return new Date(startAt).getTime() - now.getTime() <= LIVE_RECHECK_WINDOW_MS;
}
