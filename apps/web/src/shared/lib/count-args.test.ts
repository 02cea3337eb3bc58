import { describe, expect, it } from 'vitest';
import { countArgs } from './count-args';

describe('countArgs', () => {
  it('writes the number in the page locale and keeps the count for plural rules', () => {
    expect(countArgs(12, 'ar')).toEqual({ count: 12, n: '١٢' });
    expect(countArgs(1200, 'en')).toEqual({ count: 1200, n: '1,200' });
  });
});
