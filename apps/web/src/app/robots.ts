import type { MetadataRoute } from 'next';
import { siteUrl } from '@/shared/seo/site-url';
import { privatePaths } from './_lib/static-routes';

export default function robots(): MetadataRoute.Robots {
  const disallow = privatePaths.flatMap((path) => [path, `/en${path}`]);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...disallow, '/graphql', '/dev/'] }],
    sitemap: [`${siteUrl()}/sitemap.xml`, `${siteUrl()}/en/sitemap.xml`],
  };
}
