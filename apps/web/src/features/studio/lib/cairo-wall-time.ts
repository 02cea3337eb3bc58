const ZONE = 'Africa/Cairo';

/** Minutes Cairo is ahead of UTC at an instant (Egypt keeps summer time, so it varies). */
function cairoOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * A `datetime-local` value read as Cairo wall time ("2026-12-01T19:30") → the instant. Authors
 * schedule in the school's time zone whatever their browser's (docs/product/constants.md).
 */
export function cairoWallTimeToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guessed instant, then once more at the corrected one (around a DST change).
  const first = wall - cairoOffsetMinutes(wall) * 60_000;
  return new Date(wall - cairoOffsetMinutes(first) * 60_000);
}

/** An instant as a Cairo `datetime-local` value, for editing. */
export function dateToCairoWallTime(date: Date): string {
  const shifted = new Date(date.getTime() + cairoOffsetMinutes(date.getTime()) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
