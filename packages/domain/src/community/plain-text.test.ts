import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text';

describe('toPlainText', () => {
  it('drops markup tags but keeps comparisons', () => {
    expect(toPlainText('<b>Great</b> course <script>alert(1)</script>')).toBe('Great course alert(1)');
    expect(toPlainText('a < b and 3 <5 > 2')).toBe('a < b and 3 <5 > 2');
  });

  it('removes control and bidi override characters', () => {
    expect(toPlainText('abc\u202Edef\u0007\u2066x')).toBe('abcdefx');
  });

  it('tidies lines and blank space', () => {
    expect(toPlainText('  \r\nfirst   \r\n\r\n\r\n\r\nsecond\t\n  ')).toBe('first\n\nsecond');
  });

  it('keeps Arabic text and composes to NFC', () => {
    expect(toPlainText('دورة ممتازة')).toBe('دورة ممتازة');
    expect(toPlainText('e\u0301')).toBe('\u00e9');
  });
});
