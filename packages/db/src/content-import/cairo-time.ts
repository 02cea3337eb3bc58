export const CAIRO_TZ = 'Africa/Cairo';

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: CAIRO_TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function cairoParts(at: Date): { y: number; m: number; d: number; h: number; mi: number; s: number } {
  const p: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(at)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return { y: p.year!, m: p.month!, d: p.day!, h: p.hour!, mi: p.minute!, s: p.second! };
}

/** Offset of Cairo local time from UTC at an instant, in milliseconds (2 or 3 hours, DST aware). */
function cairoOffsetMs(at: Date): number {
  const c = cairoParts(at);
  const asUtc = Date.UTC(c.y, c.m - 1, c.d, c.h, c.mi, c.s);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant at which Cairo wall-clock time reads the given date and time. */
export function cairoWallTimeToDate(y: number, m: number, d: number, h: number, mi: number): Date {
  const naive = Date.UTC(y, m - 1, d, h, mi);
  let guess = naive - cairoOffsetMs(new Date(naive));
  // A second pass settles days on which the offset changes (DST).
  guess = naive - cairoOffsetMs(new Date(guess));
  return new Date(guess);
}

/** `days` calendar days after `now`'s date in Cairo, at `hhmm` Cairo time. */
export function cairoDaysFromNow(now: Date, days: number, hhmm: string): Date {
  const [h, mi] = hhmm.split(':').map(Number);
  const today = cairoParts(now);
  // Date.UTC normalises day overflow (e.g. 31 + 7) into the next month.
  const target = new Date(Date.UTC(today.y, today.m - 1, today.d + days));
  return cairoWallTimeToDate(target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate(), h ?? 0, mi ?? 0);
}
