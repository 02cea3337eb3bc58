import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ApiConfig {
  port: number;
  host: string;
  production: boolean;
  /** postgres://… for a server; otherwise a PGlite data directory. */
  databaseUrl: string;
  dataDir: string;
  uploadsDir: string;
  webBaseUrl: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Secure cookies only behind TLS. */
  secureCookies: boolean;
  /** Proxies whose X-Forwarded-For is believed (rate limits are per client IP); loopback by default. */
  trustProxy: string;
  /** GraphiQL, /dev routes and introspection; never in production. */
  devTools: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  const webBaseUrl = env.WEB_BASE_URL ?? `http://localhost:${env.WEB_PORT ?? 3000}`;
  return {
    port: Number(env.API_PORT ?? 4000),
    host: env.API_HOST ?? '127.0.0.1',
    production,
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'pglite'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    webBaseUrl,
    seedDemo: env.SEED_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Manara <no-reply@manara.test>',
    secureCookies: webBaseUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY ?? '127.0.0.1,::1',
    devTools: env.DEV_TOOLS ? env.DEV_TOOLS === 'true' : !production,
  };
}
