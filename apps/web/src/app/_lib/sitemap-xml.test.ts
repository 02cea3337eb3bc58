import { describe, expect, it } from 'vitest';
import { buildSitemapXml } from './sitemap-xml';
import { localizedPath } from './locale';

describe('sitemap', () => {
  it('lists each page in Arabic and English with alternates', () => {
    const xml = buildSitemapXml('https://manara.example', [
      { path: '/', priority: 1, changeFrequency: 'daily' },
      { path: '/courses', priority: 0.9, changeFrequency: 'daily' },
    ]);
    expect(xml).toContain('<loc>https://manara.example/</loc>');
    expect(xml).toContain('<loc>https://manara.example/en</loc>');
    expect(xml).toContain('<loc>https://manara.example/courses</loc>');
    expect(xml).toContain('<loc>https://manara.example/en/courses</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://manara.example/en/courses"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://manara.example/courses"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('prefixes only English paths', () => {
    expect(localizedPath('ar', '/paths')).toBe('/paths');
    expect(localizedPath('en', '/')).toBe('/en');
  });
});
