/** docs/product/learning.md: a video completes by itself once about 90% of it has been watched. */
export const WATCHED_SHARE = 0.9;

/** A longer step between two reported times is a seek, not watching (players report several times a second). */
const MAX_PLAYED_STEP_SECONDS = 2;

export type WatchedRanges = readonly (readonly [number, number])[];

/** Whether `watched` seconds are enough of a video `duration` seconds long to count it as watched. */
export function hasWatchedEnough(watched: number, duration: number): boolean {
  return Number.isFinite(duration) && duration > 0 && watched >= WATCHED_SHARE * duration;
}

/** The same stretches as sorted ranges that neither overlap nor touch (a played list stays short). */
export function mergeRanges(ranges: WatchedRanges): WatchedRanges {
  const merged: [number, number][] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else if (end > start) merged.push([start, end]);
  }
  return merged;
}

/** Seconds covered by ranges (each second counts once, however often it was watched). */
export function coveredSeconds(ranges: WatchedRanges): number {
  return mergeRanges(ranges).reduce((total, [start, end]) => total + end - start, 0);
}

/** A media element's `played` ranges as plain pairs. */
export function rangesOf(played: {
  length: number;
  start(index: number): number;
  end(index: number): number;
}): WatchedRanges {
  return Array.from({ length: played.length }, (_, i) => [played.start(i), played.end(i)] as const);
}

/** The range played between two reported times, or null when the move was a seek (backward or a jump). */
export function playedStep(previous: number | null, seconds: number): readonly [number, number] | null {
  if (previous === null || !Number.isFinite(seconds)) return null;
  const step = seconds - previous;
  return step > 0 && step <= MAX_PLAYED_STEP_SECONDS ? [previous, seconds] : null;
}
