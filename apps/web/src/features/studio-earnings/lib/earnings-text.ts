import type { LecturerEarnings } from '../api/studio-earnings-documents';

/** The share in force on `today` (YYYY-MM-DD): the latest change on or before it, or null (decision 0060). */
export function shareNow(earnings: Pick<LecturerEarnings, 'shares'>, today: string): number | null {
  const applied = earnings.shares.filter((share) => share.effectiveFrom <= today);
  return applied.length > 0 ? applied[applied.length - 1]!.sharePercent : null;
}

/** Today's date in Cairo, YYYY-MM-DD. */
export function cairoToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
