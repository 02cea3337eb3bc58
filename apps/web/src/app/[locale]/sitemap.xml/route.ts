import { locales } from '@manara/i18n';
import { siteUrl } from '../../_lib/site-url';
import { buildSitemapXml } from '../../_lib/sitemap-xml';
import { sitemapStaticRoutes } from '../../_lib/static-routes';

export const dynamic = 'force-static';
export const revalidate = 3600;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/**
 * /sitemap.xml (and /en/sitemap.xml): every public page in both languages with hreflang
 * alternates (SPEC §2). Dynamic entries (programs, tracks, blogs, lecturers) join with their issues.
 */
export function GET() {
  return new Response(buildSitemapXml(siteUrl(), sitemapStaticRoutes), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
