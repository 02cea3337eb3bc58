import { defaultLocale, locales } from '@manara/i18n';
import { localizedPath } from './locale';

export interface SitemapEntry {
  path: string;
  priority: number;
  changeFrequency: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap with every entry in both languages, each linking its alternates (hreflang + x-default). */
export function buildSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...locales.map((l) => ({ hreflang: l, href: origin + localizedPath(l, entry.path) })),
      { hreflang: 'x-default', href: origin + localizedPath(defaultLocale, entry.path) },
    ]
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('\n');
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(origin + localizedPath(locale, entry.path))}</loc>\n${alternates}\n` +
        `    <changefreq>${entry.changeFrequency}</changefreq>\n    <priority>${entry.priority}</priority>\n  </url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}
