/** How long a rejected applicant waits before applying again (decision 0051). */
export const REAPPLY_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When someone rejected at `reviewedAt` may apply again. */
export function reapplyAt(reviewedAt: Date): Date {
  return new Date(reviewedAt.getTime() + REAPPLY_AFTER_DAYS * DAY_MS);
}

/** The earliest rejection time that still blocks a new application at `now`. */
export function reapplyWindowStart(now: Date): Date {
  return new Date(now.getTime() - REAPPLY_AFTER_DAYS * DAY_MS);
}
