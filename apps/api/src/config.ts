import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPaymobConfig, type PaymobConfig } from './adapters/payments/paymob-config';
import { readBunnyConfig } from './adapters/video/bunny-config';
import type { VideoSettings } from './adapters/video/create-video-provider';
import type { StorageSettings } from './adapters/storage/create-storage';
import { readS3Config } from './adapters/storage/s3-config';
import { readPushConfig, type PushSettings } from './adapters/push/push-config';
import { readGoogleConfig, type GoogleSignInConfig } from './adapters/social/google-config';

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
  /** VAT in basis points (1400 = 14%); VAT_RATE_BPS, 0–10000. */
  vatRateBps: number;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Secure cookies only behind TLS. */
  secureCookies: boolean;
  /** Proxies whose X-Forwarded-For is believed (rate limits are per client IP); loopback by default. */
  trustProxy: string;
  /** GraphiQL, /dev routes and introspection; never in production. */
  devTools: boolean;
  /** Where browsers reach this API's pages (the sandbox checkout page): the web origin unless set. */
  apiPublicUrl: string;
  /** Real payments when all PAYMOB_* variables are set; otherwise the sandbox. */
  paymob: PaymobConfig | undefined;
  /** Signs sandbox callbacks; unset → a random secret kept in the data directory. */
  sandboxHmacSecret: string | undefined;
  /** Bunny Stream when all BUNNY_* keys are set; otherwise signed URLs to files in LOCAL_VIDEO_DIR. */
  video: VideoSettings;
  /** Uploaded files: S3-compatible storage when S3_* are set, else local disk behind signed /uploads links. */
  storage: StorageSettings;
  /** Web Push (VAPID_* or keys generated into the data directory) and FCM (FCM_SERVICE_ACCOUNT_JSON). */
  push: PushSettings;
  /** How often the in-process job runner looks for due jobs (JOB_INTERVAL_MS, default 2000; 0 = no runner). */
  jobIntervalMs: number;
  /** Google sign-in when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set (GOOGLE_ISSUER, GOOGLE_REDIRECT_URI optional); unset → off. */
  google: GoogleSignInConfig | undefined;
  /** REDIS_URL: rate-limit counters and shared caches in Redis so several API copies agree; unset → PostgreSQL counters and in-process caches. */
  redisUrl: string | undefined;
  /** Searches one client address may make per minute (SEARCH_RATE_LIMIT_PER_MINUTE, default 300). */
  searchPerAddressPerMinute: number;
}

/** A positive whole number from the environment, or `fallback` when unset; anything else stops the API. */
function readPositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** A wrong VAT setting stops the API at start rather than charging a wrong tax. */
function readVatRate(value: string | undefined): number {
  if (value === undefined || value === '') return 1400;
  const rate = Number(value);
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000)
    throw new Error(`VAT_RATE_BPS must be an integer from 0 to 10000, got "${value}"`);
  return rate;
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
    vatRateBps: readVatRate(env.VAT_RATE_BPS),
    seedDemo: env.SEED_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Manara <no-reply@manara.test>',
    secureCookies: webBaseUrl.startsWith('https://'),
    trustProxy: env.TRUST_PROXY ?? '127.0.0.1,::1',
    devTools: env.DEV_TOOLS ? env.DEV_TOOLS === 'true' : !production,
    // The web proxies /sandbox, /payments and /invoices (decision 0007), so by default browsers and
    // payment callbacks reach the API through the web origin.
    apiPublicUrl: (env.API_PUBLIC_URL || webBaseUrl).replace(/\/+$/, ''),
    paymob: readPaymobConfig(env),
    sandboxHmacSecret: env.SANDBOX_HMAC_SECRET || undefined,
    video: {
      bunny: readBunnyConfig(env),
      localVideoDir: path.resolve(repoRoot, env.LOCAL_VIDEO_DIR ?? 'packages/db/demo-content/media/videos'),
    },
    storage: {
      privateDir: path.join(dataDir, 'private-uploads'),
      publicDir: path.join(dataDir, 'uploads'),
      s3: readS3Config(env),
    },
    push: readPushConfig(env, webBaseUrl),
    jobIntervalMs: Number(env.JOB_INTERVAL_MS ?? 2000),
    google: readGoogleConfig(env, webBaseUrl),
    redisUrl: env.REDIS_URL || undefined,
    searchPerAddressPerMinute: readPositiveInt('SEARCH_RATE_LIMIT_PER_MINUTE', env.SEARCH_RATE_LIMIT_PER_MINUTE, 300),
  };
}
