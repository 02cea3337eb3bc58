/** How many attempts a quiz allows in all: one when it cannot be re-submitted, else its limit (null: no limit). */
export function allowedAttemptsOf(quiz: { canReSubmit: boolean; maxAttempts: number | null }): number | null {
  if (!quiz.canReSubmit) return 1;
  return quiz.maxAttempts ?? null;
}

/** Attempts left after `used` ones; null means unlimited. */
export function countAvailableAttempts(
  quiz: { canReSubmit: boolean; maxAttempts: number | null },
  used: number,
): number | null {
  const allowed = allowedAttemptsOf(quiz);
  return allowed === null ? null : Math.max(0, allowed - used);
}
