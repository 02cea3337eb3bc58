/**
 * Characters that show nothing by themselves: whitespace (incl. no-break and ideographic spaces),
 * tatweel, Arabic diacritics, and zero-width / bidi marks that keyboards and pastes slip in.
 */
const invisible = /[\u064B-\u065F]|\u0670|[\s\u0640\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** The query as sent: ends trimmed, inner runs of whitespace kept as one space. */
export function cleanQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** docs/product/shell.md: blank, spaces-only (or tatweel/diacritics-only) text triggers no search. */
export function isBlankQuery(text: string): boolean {
  return text.replace(invisible, '') === '';
}
