/** The join link shows from this long before the start until the end (decision 0012). */
export const LIVE_JOIN_OPENS_BEFORE_MS = 15 * 60 * 1000;

export type LiveSessionState = 'NOT_LIVE' | 'UPCOMING' | 'OPEN' | 'ENDED';

/** Where a live session stands at `now`; lessons without both times are NOT_LIVE. */
export function liveSessionStateOf(
  lesson: { liveSessionStartAt: Date | null; liveSessionEndAt: Date | null },
  now: Date,
): LiveSessionState {
  const { liveSessionStartAt: start, liveSessionEndAt: end } = lesson;
  if (!start || !end) return 'NOT_LIVE';
  const t = now.getTime();
  if (t >= end.getTime()) return 'ENDED';
  if (t >= start.getTime() - LIVE_JOIN_OPENS_BEFORE_MS) return 'OPEN';
  return 'UPCOMING';
}
