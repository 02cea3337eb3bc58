/** One row of a lecturer's share history (decision 0060): basis points from a Cairo date on. */
export interface ShareChange {
  lecturerId: string;
  shareBps: number;
  /** YYYY-MM-DD, Cairo. */
  effectiveFrom: string;
}

/**
 * The share in force for `lecturerId` on the Cairo day `day` (YYYY-MM-DD): the latest change
 * effective on or before it; 0 before the first change (no share set, nothing earned).
 */
export function shareInForce(history: readonly ShareChange[], lecturerId: string, day: string): number {
  let found: ShareChange | null = null;
  for (const change of history) {
    if (change.lecturerId !== lecturerId || change.effectiveFrom > day) continue;
    if (!found || change.effectiveFrom > found.effectiveFrom) found = change;
  }
  return found?.shareBps ?? 0;
}
