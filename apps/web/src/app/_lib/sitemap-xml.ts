import { defaultLocale, locales } from '@manara/i18n';
import { localizedPath } from '@/i18n/locale-params';

export interface SitemapEntry {
  path: string;
  priority: number;
  changeFrequency: string;
  /** ISO date-time of the last change, when the page's data knows it. */
  lastModified?: string | null;
}

/** Entries with the first of each path kept (static routes first, then lists in order). */
export function uniqueEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && (seen.add(entry.path), true));
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
    const lastmod = entry.lastModified ? `    <lastmod>${escapeXml(entry.lastModified)}</lastmod>\n` : '';
    return locales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(origin + localizedPath(locale, entry.path))}</loc>\n${alternates}\n${lastmod}` +
        `    <changefreq>${entry.changeFrequency}</changefreq>\n    <priority>${entry.priority}</priority>\n  </url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}
