import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaderRules } from './security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets parallel builds (several worktrees or agents on one machine) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  // Bundle analysis (bench/README.md): source maps let a build be broken down by module.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  transpilePackages: ['@manara/i18n'],
  // CSP, framing, sniffing, referrer and HSTS behind TLS (security-headers.ts, decision 0020).
  headers: async () => securityHeaderRules(),
  // Messages are precompiled on the server (src/i18n/compiled-messages.ts), so use-intl formats
  // them without shipping the ICU parser to the browser (decision 0019).
  turbopack: { resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' } },
  webpack(config: { resolve: { alias: Record<string, string> } }) {
    config.resolve.alias['use-intl/format-message'] = createRequire(import.meta.url).resolve(
      'use-intl/format-message/format-only',
    );
    return config;
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
