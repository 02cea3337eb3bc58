/** Words a reader gets through per minute; a common figure for screen reading, Arabic and English alike. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read an HTML article (tags ignored), at least 1 when there is any text, else 0. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
