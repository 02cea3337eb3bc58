import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('makes up to two initials in either script', () => {
    expect(initials('Mona Ali Hassan')).toBe('MA');
    expect(initials('منى علي')).toBe('مع');
    expect(initials('  ')).toBe('');
  });
});
