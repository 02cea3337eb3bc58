// Characters that never belong in a comment: C0/C1 controls except tab and newline, and the bidi
// embedding/override/isolate controls, which can make text read differently from what was typed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// Markup tags only (a letter right after "<"), so "a < b" and "3 <5" survive as typed.
const TAG = /<\/?[a-zA-Z][^<>]*>/g;

/**
 * User text as stored: plain text in NFC, without markup tags or control characters, lines
 * right-trimmed, at most one blank line in a row, and no leading or trailing blank space. The
 * web renders it as text (never HTML), so this is about tidiness and spoofing, not escaping.
 */
export function toPlainText(input: string): string {
  return input
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(TAG, '')
    .replace(CONTROL, '')
    .split('\n')
    .map((line) => line.replace(/[\t ]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
