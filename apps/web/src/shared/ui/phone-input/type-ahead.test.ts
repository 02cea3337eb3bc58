import { describe, expect, it } from 'vitest';
import { findTypeAheadMatch, typeAhead, TYPE_AHEAD_RESET_MS } from './type-ahead';

const countries = [
  { name: 'Egypt', dialCode: '+20' },
  { name: 'Emirates', dialCode: '+971' },
  { name: 'Saudi Arabia', dialCode: '+966' },
  { name: 'Sudan', dialCode: '+249' },
  { name: 'الأردن', dialCode: '+962' },
];

describe('typeAhead', () => {
  it('keeps adding within 700 ms and starts over after', () => {
    const first = typeAhead({ text: '', at: 0 }, 's', 1000);
    const second = typeAhead(first, 'u', 1000 + TYPE_AHEAD_RESET_MS);
    expect(second.text).toBe('su');
    expect(typeAhead(second, 'e', second.at + TYPE_AHEAD_RESET_MS + 1).text).toBe('e');
  });
});

describe('findTypeAheadMatch', () => {
  it('finds the first name starting with the text, case-insensitive', () => {
    expect(findTypeAheadMatch(countries, 'SU', 0)).toBe(3);
    expect(findTypeAheadMatch(countries, 'em', 0)).toBe(1);
  });
  it('cycles through names starting with one repeated letter', () => {
    expect(findTypeAheadMatch(countries, 's', 0)).toBe(2);
    expect(findTypeAheadMatch(countries, 's', 2)).toBe(3);
    expect(findTypeAheadMatch(countries, 's', 3)).toBe(2);
  });
  it('folds Arabic and falls back to dial codes', () => {
    expect(findTypeAheadMatch(countries, 'اردن', 0)).toBe(-1);
    expect(findTypeAheadMatch(countries, 'الاردن', 0)).toBe(4);
    expect(findTypeAheadMatch(countries, '97', 0)).toBe(1);
    expect(findTypeAheadMatch(countries, 'x', 0)).toBe(-1);
  });
});
