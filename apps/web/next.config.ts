import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@manara/i18n'],
  // Browsers and tools reach the API same-origin; the web server proxies these paths.
  async rewrites() {
    return [
      { source: '/graphql', destination: `${apiUrl}/graphql` },
      { source: '/media/:path*', destination: `${apiUrl}/media/:path*` },
      { source: '/img/:path*', destination: `${apiUrl}/img/:path*` },
      { source: '/dev/:path*', destination: `${apiUrl}/dev/:path*` },
    ];
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
