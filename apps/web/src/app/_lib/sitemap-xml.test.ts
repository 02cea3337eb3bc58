import { describe, expect, it } from 'vitest';
import { buildSitemapXml, uniqueEntries } from './sitemap-xml';
import { localizedPath } from '@/i18n/locale-params';

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

  it('adds the last change when known and escapes paths', () => {
    const xml = buildSitemapXml('https://manara.example', [
      { path: '/blogs/news/a&b', priority: 0.7, changeFrequency: 'monthly', lastModified: '2026-11-01T10:00:00.000Z' },
      { path: '/lecturers/sara', priority: 0.6, changeFrequency: 'monthly', lastModified: null },
    ]);
    expect(xml).toContain('<loc>https://manara.example/en/blogs/news/a&amp;b</loc>');
    expect(xml.match(/<lastmod>2026-11-01T10:00:00.000Z<\/lastmod>/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
  });

  it('keeps the first entry of each path', () => {
    const entries = uniqueEntries([
      { path: '/a', priority: 1, changeFrequency: 'daily' },
      { path: '/b', priority: 0.5, changeFrequency: 'daily' },
      { path: '/a', priority: 0.1, changeFrequency: 'yearly' },
    ]);
    expect(entries.map((e) => `${e.path}:${e.priority}`)).toEqual(['/a:1', '/b:0.5']);
  });
});
