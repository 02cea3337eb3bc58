import { loadDynamicEntries } from '../../_lib/seo/sitemap-dynamic-routes';
import { webBaseUrl } from '@/shared/config/server-env';
import { buildSitemapXml, uniqueEntries } from '../../_lib/sitemap-xml';
import { sitemapStaticRoutes } from '../../_lib/static-routes';

/**
 * Rendered per request from lists held in the data cache for an hour (request revalidate), so a
 * moment when the API is down costs one answer with the static routes only, not an hour of them.
 */
export const dynamic = 'force-dynamic';

/**
 * /sitemap.xml (and /en/sitemap.xml): every public page in both languages with hreflang
 * alternates (docs/product/shell.md): the static routes, then every published program, diploma, lecturer,
 * category, blog category and blog by slug.
 */
export async function GET() {
  const { entries, failed } = await loadDynamicEntries();
  const xml = buildSitemapXml(webBaseUrl(), uniqueEntries([...sitemapStaticRoutes, ...entries]));
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': failed.length === 0 ? 'public, max-age=3600' : 'public, max-age=60',
    },
  });
}
