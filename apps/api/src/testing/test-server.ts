import { listOutboxMail } from '@manara/db';
import { createTestDatabase, type TestDatabase } from '@manara/db/testing';
import {
  type CountryLookup,
  jobHandlers,
  MAIL_JOB_KINDS,
  runDueJobs,
  type DomainDeps,
  type Logger,
  type PaymentGateway,
  type SiteSettings,
  type SocialSignIn,
  type StoragePort,
  type VideoProvider,
  type WhatsAppSender,
} from '@manara/domain';
import type { FastifyInstance } from 'fastify';
import { sandboxTestEnv, TEST_PROXY_SECRET } from '../adapters/payments/testing/test-sandbox';
import { createPushSender } from '../adapters/push/create-push-sender';
import { LOOPBACK_STAND_INS } from '../adapters/push/testing/loopback-stand-ins';
import { loadConfig } from '../config';
import { SESSION_COOKIE } from '../context';
import { PROXY_SECRET_HEADER } from '../security/forwarded-client';
import { createDeps } from '../deps';
import { buildServer } from '../server';

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** Runs due mail jobs (account, event and decision mail) until none are left, as the API's in-process runner would. */
export async function drainAccountMail(deps: DomainDeps): Promise<void> {
  const kinds = MAIL_JOB_KINDS;
  for (let ran = 1; ran > 0;) {
    const summary = await runDueJobs(deps, { handlers: jobHandlers, kinds });
    ran = summary.done + summary.retried + summary.gaveUp;
  }
}

export interface GqlOptions {
  variables?: Record<string, unknown>;
  /** Accept-Language header; omitted means the API's default (Arabic). */
  locale?: 'ar' | 'en';
  /** Sent as `Authorization: Bearer …` (non-web clients). */
  token?: string | null;
  /** The session cookie value (web client). */
  cookie?: string | null;
  /** Marks the request as the web app's (x-manara-client: web). */
  web?: boolean;
  /** Client address via X-Forwarded-For, sent as our web server would (with the proxy secret), to keep rate limits apart. */
  ip?: string;
  /** Further request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Test responses are read loosely; the assertions check their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read by assertions
export type Json = any;

export interface GqlResult<T = Json> {
  status: number;
  body: { data?: Record<string, T>; errors?: Array<{ message: string }> };
  headers: Record<string, unknown>;
  /** The session cookie the response set ('' when cleared), or undefined when untouched. */
  sessionCookie: string | undefined;
  /** Raw Set-Cookie headers. */
  setCookies: string[];
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  deps: DomainDeps;
  /** Moves the domain's clock (deps.now) forward; the rate limiter keeps real time. */
  advanceTime(ms: number): void;
  gql<T = Json>(query: string, options?: GqlOptions): Promise<GqlResult<T>>;
  /** Mail sent to an address, newest first (due jobs run first, as the API's runner would). */
  mails(to: string): Promise<
    Array<{
      subject: string;
      text: string;
      html: string;
      template: string;
      locale: string;
      headers: Record<string, string> | null;
    }>
  >;
  /** The newest 6-digit code mailed to an address (notices without a code are passed over). */
  lastCode(to: string): Promise<string>;
  close(): Promise<void>;
}

function setCookieHeaders(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  if (!raw) return [];
  return Array.isArray(raw) ? raw.map(String) : [String(raw)];
}

export interface TestServerOptions {
  /** The school's names and addresses (certificates, invoices, contact form); the demo values by default. */
  site?: SiteSettings;
  /** Another payment gateway (e.g. Paymob against the stand-in); default: the sandbox with TEST_SANDBOX_HMAC_SECRET. */
  payments?: PaymentGateway;
  /** Another video provider (e.g. Bunny against a stand-in); default: signed local files. */
  video?: VideoProvider;
  /** Another storage (e.g. S3 against the stand-in); default: local disk in the data directory. */
  storage?: StoragePort;
  /** A data directory of its own (uploads land in it); default: the configured one. */
  dataDir?: string;
  /** Social sign-in (e.g. Google against the OIDC stand-in); default: none (off). */
  social?: SocialSignIn;
  /** The IP-to-country service (e.g. against its stand-in); default: none (unknown). */
  countryLookup?: CountryLookup;
  /** WhatsApp (e.g. the Cloud API against its stand-in); default: the outbox. */
  whatsapp?: WhatsAppSender;
  /** More environment for the configuration (e.g. BUNNY_* pointing at its stand-in), wired as in production. */
  env?: Record<string, string>;
}

/** A real API (Fastify + Mercurius) on a fresh test database, driven through app.inject. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig(
    sandboxTestEnv({
      ...process.env,
      DEV_TOOLS: 'true',
      // Tests write through the domain and read at once; the public-answer cache has its own test.
      PUBLIC_ANSWER_CACHE_SECONDS: '0',
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.env,
    }),
  );
  let offsetMs = 0;
  const base = createDeps(config, database, silentLogger);
  const deps: DomainDeps = {
    ...base,
    // Web Push may reach the local push-service stand-ins, which production never allows.
    push: createPushSender({
      settings: config.push,
      dataDir: config.dataDir,
      webBaseUrl: config.webBaseUrl,
      logger: silentLogger,
      endpointPolicy: LOOPBACK_STAND_INS,
    }),
    payments: options.payments ?? base.payments,
    video: options.video ?? base.video,
    storage: options.storage ?? base.storage,
    social: options.social,
    countryLookup: options.countryLookup,
    ...(options.whatsapp ? { whatsapp: options.whatsapp } : {}),
    ...(options.site ? { site: options.site } : {}),
    now: () => new Date(Date.now() + offsetMs),
  };
  const app = await buildServer({ config, database, deps });
  await app.ready();

  const gql = async (query: string, options: GqlOptions = {}): Promise<GqlResult> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.locale) headers['accept-language'] = options.locale;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
    if (options.web) headers['x-manara-client'] = 'web';
    if (options.ip) {
      headers['x-forwarded-for'] = options.ip;
      headers[PROXY_SECRET_HEADER] = TEST_PROXY_SECRET;
    }
    Object.assign(headers, options.headers);
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: { query, variables: options.variables ?? {} },
    });
    const setCookies = setCookieHeaders(response.headers);
    const session = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return {
      status: response.statusCode,
      body: response.json(),
      headers: response.headers,
      sessionCookie:
        session === undefined ? undefined : decodeURIComponent(session.split(';')[0]!.slice(SESSION_COOKIE.length + 1)),
      setCookies,
    };
  };

  // Account mail goes out from the job queue (decision 0038); tests run the due jobs before reading it.
  const mails = async (to: string) => {
    await drainAccountMail(deps);
    return listOutboxMail(database.db, { to, limit: 100 });
  };
  const lastCode = async (to: string) => {
    const code = (await mails(to)).map((mail) => mail.text.match(/\b\d{6}\b/)?.[0]).find(Boolean);
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };

  return {
    app,
    database,
    deps,
    advanceTime: (ms) => void (offsetMs += ms),
    gql,
    mails,
    lastCode,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
