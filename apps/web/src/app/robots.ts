import type { MetadataRoute } from 'next';
import { webBaseUrl } from '@/shared/config/server-env';
import { privatePaths } from './_lib/static-routes';

export default function robots(): MetadataRoute.Robots {
  const disallow = privatePaths.flatMap((path) => [path, `/en${path}`]);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...disallow, '/graphql', '/dev/'] }],
    sitemap: [`${webBaseUrl()}/sitemap.xml`, `${webBaseUrl()}/en/sitemap.xml`],
  };
}
