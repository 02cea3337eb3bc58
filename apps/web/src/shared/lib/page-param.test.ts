import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('pageParam', () => {
  it('reads the page, Arabic-Indic digits too', () => {
    expect(pageParam('٣')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam(null)).toBe(1);
  });
});
