/** What a preview link lets its holder see: one program as it is now, until `expiresAt` (epoch ms). */
export interface ProgramPreviewGrant {
  programId: string;
  expiresAt: number;
}

/**
 * Signed, expiring tokens for a program's preview page (decision 0063), so an author can show a
 * draft to someone without an account. The transport owns the token's shape and key.
 */
export interface ProgramPreviewLinks {
  /** How long a preview link works, in milliseconds. */
  readonly ttlMs: number;
  issue(grant: ProgramPreviewGrant): string;
  /** The grant of a token we signed that has not expired at `now`; null otherwise. */
  read(token: string, now: Date): ProgramPreviewGrant | null;
}
