import { describe, expect, it } from 'vitest';
import { readingMinutes, WORDS_PER_MINUTE } from './reading-time';

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('readingMinutes', () => {
  it('counts words, not markup', () => {
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE * 3)}</p>`)).toBe(3);
    expect(
      readingMinutes(`<h2 class="x">${words(WORDS_PER_MINUTE)}</h2><ul><li>${words(WORDS_PER_MINUTE)}</li></ul>`),
    ).toBe(2);
  });
  it('counts Arabic words', () => {
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE * 4, 'كلمة')}</p>`)).toBe(4);
  });
  it('gives at least one minute for short text and 0 for none', () => {
    expect(readingMinutes('<p>Short.</p>')).toBe(1);
    expect(readingMinutes('<p> - </p><br/>')).toBe(0);
    expect(readingMinutes('<script>var a = 1 2 3</script>')).toBe(0);
  });
});
