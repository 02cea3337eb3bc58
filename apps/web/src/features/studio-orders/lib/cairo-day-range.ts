import { cairoWallTimeToDate } from '@/features/studio/lib/cairo-wall-time';

/**
 * A range of Cairo calendar days (`<input type="date">` values, either may be empty) → the
 * instants the API filters on: from the first day's midnight in Cairo to the midnight after the
 * last day, so the last day is included whatever the browser's time zone.
 */
export function cairoDayRange(fromDay: string, toDay: string): { from: string | null; to: string | null } {
  const from = fromDay ? cairoWallTimeToDate(`${fromDay}T00:00`) : null;
  let to: Date | null = null;
  if (toDay) {
    const [y, m, d] = toDay.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    to = cairoWallTimeToDate(`${next}T00:00`);
  }
  return { from: from?.toISOString() ?? null, to: to?.toISOString() ?? null };
}
