/** How often a playing video's position is saved. */
export const POSITION_SAVE_INTERVAL_MS = 10_000;

/** Near the end, start over next time rather than resume on the credits. */
const END_MARGIN_SECONDS = 5;

/**
 * Where to start playing: the saved position, unless there is none, it is past the end (the
 * video changed) or within the last seconds.
 */
export function resumeAt(saved: number | null | undefined, duration: number): number {
  if (!saved || saved <= 0 || !Number.isFinite(duration) || duration <= 0) return 0;
  return saved < duration - END_MARGIN_SECONDS ? saved : 0;
}

/** The whole second to save, or null when it has not moved since the last save. */
export function positionToSave(currentTime: number, lastSaved: number | null): number | null {
  if (!Number.isFinite(currentTime) || currentTime < 0) return null;
  const seconds = Math.floor(currentTime);
  return seconds === lastSaved ? null : seconds;
}
