import path from 'node:path';
import { defaultCertificateIssuer, defaultInvoiceSeller, type SiteSettings } from '@manara/domain';
import { fileURLToPath } from 'node:url';
import { readPaymobConfig, type PaymobConfig } from './adapters/payments/paymob-config';
import { readBunnyConfig } from './adapters/video/bunny-config';
import type { VideoSettings } from './adapters/video/create-video-provider';
import type { StorageSettings } from './adapters/storage/create-storage';
import { readS3Config } from './adapters/storage/s3-config';
import { readPushConfig, type PushSettings } from './adapters/push/push-config';
import { readGoogleConfig, type GoogleSignInConfig } from './adapters/social/google-config';
import { readWhatsAppConfig, type WhatsAppConfig } from './adapters/whatsapp/whatsapp-config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ApiConfig {
  /** pino's level (LOG_LEVEL, default info). */
  logLevel: string;
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
  /** SEED_DEMO: import the demo content and accounts; on by default in development, only when asked in production. */
  seedDemo: boolean;
  /** The demo accounts' passwords: the published ones in development, random ones (logged once) in production. */
  demoPasswords: 'published' | 'random';
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Secure cookies only behind TLS. */
  secureCookies: boolean;
  /**
   * INTERNAL_PROXY_SECRET: proves a request came through our web server, whose X-Forwarded-For is
   * then believed (rate limits are per client address); unset → generated into the data directory.
   */
  internalProxySecret: string | undefined;
  /** GraphiQL, /dev routes and introspection; never in production. */
  devTools: boolean;
  /** Where browsers reach this API's pages (the sandbox checkout page): the web origin unless set. */
  apiPublicUrl: string;
  /** Real payments when all PAYMOB_* variables are set; otherwise the sandbox. */
  paymob: PaymobConfig | undefined;
  /** PAYMENTS_SANDBOX=true: production may run on the sandbox (test mode); without it and Paymob, production stops at start. */
  paymentsSandbox: boolean;
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
  /** Who the school is on certificates, invoices and the contact form (demo values when unset). */
  site: SiteSettings;
  /** INVOICE_LINK_SECRET: signs invoice download links; unset → the key shared through the database. */
  invoiceLinkSecret: string | undefined;
  /** Searches one client address may make per minute (SEARCH_RATE_LIMIT_PER_MINUTE, default 300). */
  searchPerAddressPerMinute: number;
  /**
   * How long a signed-out visitor's catalogue answer is shared (PUBLIC_ANSWER_CACHE_SECONDS,
   * default 30; 0 turns the cache off; decision 0078). Studio changes retire answers at once.
   */
  publicAnswerTtlMs: number;
  /** The WhatsApp Cloud API when all WHATSAPP_* keys are set (decision 0068); otherwise the outbox in development, off in production. */
  whatsapp: WhatsAppConfig | undefined;
  /** WHATSAPP_OUTBOX=true: production keeps WhatsApp messages in the outbox (a staging site) instead of switching the channel off. */
  whatsappOutbox: boolean;
  /** IMAGE_CACHE_MAX_MB: the disk the resized images of /img may take (default 1024); the least recently used go first. */
  imageCacheMaxBytes: number;
  /** IP_COUNTRY_URL: an IP-to-country service the visitor's address is appended to (e.g. https://ip2c.org/); unset → phone fields start from Egypt. */
  ipCountryUrl: string | undefined;
}

/** CERTIFICATE_*, LINKEDIN_ORGANIZATION_ID, INVOICE_SELLER_* and CONTACT_EMAIL; unset parts keep the demo values. */
function readSiteSettings(env: NodeJS.ProcessEnv): SiteSettings {
  const site: SiteSettings = {};
  if (env.CERTIFICATE_ISSUER_NAME_AR || env.CERTIFICATE_ISSUER_NAME_EN || env.LINKEDIN_ORGANIZATION_ID) {
    site.certificateIssuer = {
      arName: env.CERTIFICATE_ISSUER_NAME_AR || defaultCertificateIssuer.arName,
      enName: env.CERTIFICATE_ISSUER_NAME_EN || defaultCertificateIssuer.enName,
      linkedInOrganizationId: /^\d+$/.test(env.LINKEDIN_ORGANIZATION_ID ?? '')
        ? env.LINKEDIN_ORGANIZATION_ID
        : undefined,
    };
  }
  const seller = {
    arName: env.INVOICE_SELLER_NAME_AR,
    enName: env.INVOICE_SELLER_NAME_EN,
    arAddress: env.INVOICE_SELLER_ADDRESS_AR,
    enAddress: env.INVOICE_SELLER_ADDRESS_EN,
    taxRegistrationNumber: env.INVOICE_SELLER_TAX_NUMBER,
  };
  if (Object.values(seller).some(Boolean)) {
    site.invoiceSeller = {
      ...defaultInvoiceSeller,
      ...Object.fromEntries(Object.entries(seller).filter(([, v]) => v)),
    };
  }
  if (env.CONTACT_EMAIL) site.contactEmail = env.CONTACT_EMAIL;
  return site;
}

/** A whole number of at least `min` from the environment, or `fallback` when unset; anything else stops the API. */
function readWholeNumber(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`${name} must be ${min > 0 ? 'a positive' : 'a whole'} number, got "${value}"`);
  return n;
}

const readPositiveInt = (name: string, value: string | undefined, fallback: number) =>
  readWholeNumber(name, value, fallback, 1);

/** An http(s) base URL, or undefined when unset; anything else stops the API at start. */
function readServiceUrl(name: string, value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol))
    throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  return text;
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
    logLevel: env.LOG_LEVEL || 'info',
    port: Number(env.API_PORT ?? 4000),
    host: env.API_HOST ?? '127.0.0.1',
    production,
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'pglite'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    webBaseUrl,
    vatRateBps: readVatRate(env.VAT_RATE_BPS),
    seedDemo: production ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    demoPasswords: production ? 'random' : 'published',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Manara <no-reply@manara.test>',
    secureCookies: webBaseUrl.startsWith('https://'),
    internalProxySecret: env.INTERNAL_PROXY_SECRET || undefined,
    devTools: env.DEV_TOOLS ? env.DEV_TOOLS === 'true' : !production,
    // The web proxies /sandbox, /payments and /invoices (decision 0007), so by default browsers and
    // payment callbacks reach the API through the web origin.
    apiPublicUrl: (env.API_PUBLIC_URL || webBaseUrl).replace(/\/+$/, ''),
    paymob: readPaymobConfig(env),
    paymentsSandbox: env.PAYMENTS_SANDBOX === 'true',
    whatsapp: readWhatsAppConfig(env),
    whatsappOutbox: env.WHATSAPP_OUTBOX === 'true',
    sandboxHmacSecret: env.SANDBOX_HMAC_SECRET || undefined,
    video: {
      bunny: readBunnyConfig(env),
      localVideoDir: path.resolve(repoRoot, env.LOCAL_VIDEO_DIR ?? 'packages/db/demo-content/media/videos'),
      generatedVideoDir: path.join(dataDir, 'videos'),
      urlSecret: env.VIDEO_URL_SECRET || undefined,
      ffprobePath: env.FFPROBE_PATH || undefined,
      ffmpegPath: env.FFMPEG_PATH || undefined,
    },
    storage: {
      privateDir: path.join(dataDir, 'private-uploads'),
      publicDir: path.join(dataDir, 'uploads'),
      s3: readS3Config(env),
      uploadUrlSecret: env.UPLOAD_URL_SECRET || undefined,
    },
    push: readPushConfig(env, webBaseUrl),
    jobIntervalMs: Number(env.JOB_INTERVAL_MS ?? 2000),
    google: readGoogleConfig(env, webBaseUrl),
    redisUrl: env.REDIS_URL || undefined,
    site: readSiteSettings(env),
    invoiceLinkSecret: env.INVOICE_LINK_SECRET || undefined,
    searchPerAddressPerMinute: readPositiveInt('SEARCH_RATE_LIMIT_PER_MINUTE', env.SEARCH_RATE_LIMIT_PER_MINUTE, 300),
    publicAnswerTtlMs: readWholeNumber('PUBLIC_ANSWER_CACHE_SECONDS', env.PUBLIC_ANSWER_CACHE_SECONDS, 30) * 1000,
    imageCacheMaxBytes: readPositiveInt('IMAGE_CACHE_MAX_MB', env.IMAGE_CACHE_MAX_MB, 1024) * 1024 * 1024,
    ipCountryUrl: readServiceUrl('IP_COUNTRY_URL', env.IP_COUNTRY_URL),
  };
}
