import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, waitUntil } from './processes';
import { API_DIR, apiServerArgs, ensureApiBuilt } from '../../scripts/lib/api-server.mjs';

/** Known to the tests so they can sign callbacks the way the provider does. */
export const SANDBOX_HMAC_SECRET = 'reliability-suite-sandbox-secret';

export interface ApiProcess {
  url: string;
  pid: number;
  /** The last lines the process printed (for failure messages). */
  log(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ApiOptions {
  databaseUrl: string;
  dataDir: string;
  /** Import the demo content at start (only needed on the first start against a database). */
  seed: boolean;
  /** The in-process job runner's interval; 0 = no runner. */
  jobIntervalMs?: number;
  port?: number;
  env?: Record<string, string>;
  /**
   * Deliver Web Push to local stand-ins: runs the test entry point (src/testing/
   * main-with-push-stand-ins.ts, through tsx) that passes the loopback push policy in code.
   */
  pushStandIns?: boolean;
}

/**
 * Starts the real API (the built bundle, as `npm start` runs it) as one node process, so SIGKILL
 * hits the server itself and leaves no orphan, and waits for /readyz.
 */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DEV_TOOLS: 'false',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    API_PORT: String(port),
    API_PUBLIC_URL: url,
    WEB_BASE_URL: url,
    SEED_DEMO: options.seed ? 'true' : 'false',
    SANDBOX_HMAC_SECRET,
    // Production runs on the sandbox only when asked (decision 0031).
    PAYMENTS_SANDBOX: 'true',
    JOB_INTERVAL_MS: String(options.jobIntervalMs ?? 0),
    // The traffic is many users' worth from one address; the per-address search limit is not under test here.
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  for (const key of [
    'PAYMOB_API_KEY',
    'PAYMOB_SECRET_KEY',
    'PAYMOB_PUBLIC_KEY',
    'PAYMOB_HMAC_SECRET',
    'SMTP_URL',
    'REDIS_URL',
  ])
    delete env[key];
  const lines: string[] = [];
  await ensureApiBuilt();
  const args = options.pushStandIns ? ['--import', 'tsx', 'src/testing/main-with-push-stand-ins.ts'] : apiServerArgs();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api: ApiProcess = {
    url,
    pid: child.pid!,
    log: () => lines.join(''),
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: async (signal) => {
      if (!api.alive()) return;
      child.kill(signal);
      await exited;
    },
  };
  try {
    await waitUntil(
      async () => {
        if (!api.alive()) throw new Error(`API exited during start:\n${api.log()}`);
        return fetch(`${url}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
      },
      180_000,
      'the API to be ready',
      300,
    );
  } catch (error) {
    await api.kill('SIGKILL');
    throw error;
  }
  return api;
}
