/**
 * The next live session of a program: the earliest start still in the future, else null. A
 * session that started less than `graceMs` ago still counts, so a card does not lose its date
 * the minute a session begins.
 */
export function nextLiveSession(
  starts: ReadonlyArray<string | null | undefined>,
  now: Date,
  graceMs = 60 * 60 * 1000,
): string | null {
  const from = now.getTime() - graceMs;
  let best: { at: number; iso: string } | null = null;
  for (const iso of starts) {
    if (!iso) continue;
    const at = Date.parse(iso);
    if (Number.isNaN(at) || at < from) continue;
    if (!best || at < best.at) best = { at, iso };
  }
  return best?.iso ?? null;
}
