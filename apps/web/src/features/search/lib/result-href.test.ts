import { describe, expect, it } from 'vitest';
import { resultHref, searchPageHref } from './result-href';

describe('resultHref', () => {
  it('links courses and workshops to /program/{slug}', () => {
    expect(
      resultHref({ type: 'COURSE', slug: 'acl-rehabilitation', category: { slug: 'injury-rehabilitation' } }),
    ).toBe('/program/acl-rehabilitation');
    expect(resultHref({ type: 'WORKSHOP', slug: 'kettlebell-flow', category: null })).toBe('/program/kettlebell-flow');
  });

  it('links diplomas to /paths/{slug}', () => {
    expect(resultHref({ type: 'DIPLOMA', slug: 'sports-nutrition-diploma', category: null })).toBe(
      '/paths/sports-nutrition-diploma',
    );
  });

  it('links blogs to /blogs/{category}/{slug}, or /blog/{slug} without a category', () => {
    expect(resultHref({ type: 'BLOG', slug: 'plank-basics', category: { slug: 'training-tips' } })).toBe(
      '/blogs/training-tips/plank-basics',
    );
    expect(resultHref({ type: 'BLOG', slug: 'plank-basics', category: null })).toBe('/blog/plank-basics');
  });

  it('escapes characters that are not safe in a path segment', () => {
    expect(resultHref({ type: 'COURSE', slug: 'a/b?c', category: null })).toBe('/program/a%2Fb%3Fc');
  });
});

describe('searchPageHref', () => {
  it('puts the query in q, encoded', () => {
    expect(searchPageHref('a&b=c#d')).toBe('/search?q=a%26b%3Dc%23d');
    expect(searchPageHref('تا')).toBe('/search?q=%D8%AA%D8%A7');
    expect(searchPageHref('a b')).toBe('/search?q=a%20b');
  });
});
