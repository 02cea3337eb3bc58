import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('pageParam', () => {
  it('reads a whole page number, in ASCII or Arabic-Indic digits', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('٣')).toBe(3);
  });

  it('falls back to the first page for anything else', () => {
    for (const value of [null, '', '0', '-2', '1.5', 'abc']) expect(pageParam(value)).toBe(1);
  });
});
