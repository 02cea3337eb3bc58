import { describe, expect, it } from 'vitest';
import { optionalPlainTextField, plainTextField, toPlainText } from './plain-text';

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

describe('single-line plain text', () => {
  it('makes line breaks and runs of blank space one space', () => {
    expect(toPlainText(' Mona\n\t Adel  ', { multiline: false })).toBe('Mona Adel');
    expect(toPlainText('<img src=x onerror="alert(1)">Ali <b>Hassan</b>', { multiline: false })).toBe('Ali Hassan');
  });
});

describe('plainTextField', () => {
  const name = plainTextField(10);
  it('stores names without markup and refuses one that is only markup', () => {
    expect(name.parse('<script>x</script>Ali')).toBe('xAli');
    expect(name.safeParse('<img src=x onerror=alert(1)>').success).toBe(false);
  });
  it('bounds the cleaned text, not the typed one', () => {
    expect(name.parse(`<b>${'a'.repeat(10)}</b>`)).toBe('a'.repeat(10));
    expect(name.safeParse('a'.repeat(11)).success).toBe(false);
  });
  it('may allow empty text', () => {
    expect(optionalPlainTextField(5).parse(null)).toBe('');
  });
});
