import { describe, expect, it } from 'vitest';
import { matchesEtag } from './http-cache';

describe('matchesEtag', () => {
  it('matches a listed, weak or wildcard tag and nothing else', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"x", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
