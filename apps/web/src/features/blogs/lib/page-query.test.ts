import { describe, expect, it } from 'vitest';
import { pageFromQuery } from './page-query';

describe('pageFromQuery', () => {
  it('reads page numbers in Western and Arabic-Indic digits', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('٣')).toBe(3);
    expect(pageFromQuery(' 12 ')).toBe(12);
  });
  it('falls back to 1 for anything else', () => {
    for (const value of [null, undefined, '', '0', '-2', '2.5', 'abc', '99999', '1e3'])
      expect(pageFromQuery(value)).toBe(1);
  });
});
