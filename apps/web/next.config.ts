import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@manara/i18n'],
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
