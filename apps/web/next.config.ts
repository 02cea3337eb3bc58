import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets parallel builds (several worktrees or agents on one machine) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  transpilePackages: ['@manara/i18n'],
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
