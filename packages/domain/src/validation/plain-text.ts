import { z } from 'zod';

// Characters that never belong in user text: C0/C1 controls except tab and newline, and the bidi
// embedding/override/isolate controls, which can make text read differently from what was typed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// Markup tags only (a letter right after "<"), so "a < b" and "3 <5" survive as typed.
const TAG = /<\/?[a-zA-Z][^<>]*>/g;

/**
 * User text as stored (decision 0037): plain text in NFC, without markup tags or control
 * characters, lines right-trimmed, at most one blank line in a row, and no leading or trailing
 * blank space. Single-line text (names, subjects) has every run of blank space, line breaks
 * included, made one space. The web renders it as text (never HTML), so this is about tidiness
 * and spoofing, not escaping.
 */
export function toPlainText(input: string, { multiline = true }: { multiline?: boolean } = {}): string {
  const text = input.normalize('NFC').replace(/\r\n?/g, '\n').replace(TAG, '').replace(CONTROL, '');
  if (!multiline) return text.replace(/\s+/gu, ' ').trim();
  return text
    .split('\n')
    .map((line) => line.replace(/[\t ]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface PlainTextOptions {
  /** Shortest allowed after cleaning; 1 (the default) makes it required. */
  min?: number;
  /** Line breaks allowed (comments, bios); names and subjects are single-line. */
  multiline?: boolean;
}

/**
 * Every plain-text input goes through here: cleaned with toPlainText, then bounded, so a value
 * that is only markup is `required`. One rule for names, bios, comments, reviews and messages.
 */
export const plainTextField = (max: number, { min = 1, multiline = false }: PlainTextOptions = {}) =>
  z
    .string()
    .transform((v) => toPlainText(v, { multiline }))
    .pipe(z.string().min(min).max(max));

/** Like plainTextField, but may be empty (null and absent read as empty). */
export const optionalPlainTextField = (max: number, { multiline = false }: Omit<PlainTextOptions, 'min'> = {}) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), plainTextField(max, { min: 0, multiline }));
