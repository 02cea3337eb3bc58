import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import robots from './robots';

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.WEB_BASE_URL;
  process.env.WEB_BASE_URL = 'https://manara.example';
});
afterEach(() => {
  if (saved === undefined) delete process.env.WEB_BASE_URL;
  else process.env.WEB_BASE_URL = saved;
});

describe('robots', () => {
  it('keeps private pages out in both languages and points at the sitemaps', () => {
    const result = robots();
    const rule = Array.isArray(result.rules) ? result.rules[0]! : result.rules;
    expect(rule.disallow).toEqual(expect.arrayContaining(['/cart', '/en/cart', '/search', '/en/search', '/graphql']));
    expect(rule.disallow).not.toContain('/program/');
    expect(result.sitemap).toEqual(['https://manara.example/sitemap.xml', 'https://manara.example/en/sitemap.xml']);
  });
});
