import { describe, expect, it } from 'vitest';
import { getPathname, unprefixedPath } from './localize-href';

describe('getPathname', () => {
  it('keeps Arabic at bare paths and puts English under /en', () => {
    expect(getPathname({ href: '/courses', locale: 'ar' })).toBe('/courses');
    expect(getPathname({ href: '/courses', locale: 'en' })).toBe('/en/courses');
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/en');
    expect(getPathname({ href: '/?q=1', locale: 'en' })).toBe('/en?q=1');
  });

  it('builds the query of an object href', () => {
    expect(
      getPathname({
        href: { pathname: '/login', query: { email: 'a@b.eg', reset: '1', skip: undefined } },
        locale: 'en',
      }),
    ).toBe('/en/login?email=a%40b.eg&reset=1');
  });

  it('leaves relative and outside addresses alone', () => {
    expect(getPathname({ href: '?page=2', locale: 'en' })).toBe('?page=2');
    expect(getPathname({ href: 'https://example.com/x', locale: 'en' })).toBe('https://example.com/x');
    expect(getPathname({ href: '//cdn.example.com/x', locale: 'en' })).toBe('//cdn.example.com/x');
  });
});

describe('unprefixedPath', () => {
  it('takes the language prefix off, and only a whole segment', () => {
    expect(unprefixedPath('/en/courses', 'en')).toBe('/courses');
    expect(unprefixedPath('/en', 'en')).toBe('/');
    expect(unprefixedPath('/ar/courses', 'ar')).toBe('/courses');
    expect(unprefixedPath('/articles', 'ar')).toBe('/articles');
    expect(unprefixedPath('/courses', 'ar')).toBe('/courses');
  });
});
