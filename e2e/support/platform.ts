import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/ports.mjs';
import { WEB_DIR, webServerArgs } from '../../scripts/lib/web-server.mjs';
import { API_DIR, apiServerArgs, ensureApiBuilt } from '../../scripts/lib/api-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Platform {
  baseUrl: string;
  apiUrl: string;
  /** The web-to-API proxy secret: tests calling the API directly send it to name a client address. */
  proxySecret: string;
  /** The demo accounts' passwords, random in production and read from the API's log (decision 0031). */
  demoPasswords: Record<string, string>;
  /** The web server's process id (its memory is watched by the body-streaming test). */
  webPid: number;
  stop(): Promise<void>;
}

/** The demo accounts and passwords the API logged once when it created them. */
export function demoPasswordsFrom(log: string[]): Record<string, string> {
  for (const line of log.join('').split('\n')) {
    const json = line.slice(line.indexOf('{'));
    if (!json.includes('demoAccounts')) continue;
    const { demoAccounts } = JSON.parse(json) as { demoAccounts: Array<{ email: string; password: string }> };
    return Object.fromEntries(demoAccounts.map((a) => [a.email, a.password]));
  }
  throw new Error('the API logged no demo account passwords');
}

// One free-port finder for every harness (bench, reliability, e2e).
export { freePort };

export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export function start(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    log.push(`[${name}] ${chunk.toString()}`);
    if (log.length > 400) log.splice(0, log.length - 400);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return child;
}

/**
 * Starts the API (fresh PGlite with demo content, offline adapters) and the built web app on
 * free ports. The web build (`next build`) must exist; scripts/test.mjs builds it first.
 */
export async function startPlatform(): Promise<Platform> {
  const [apiPort, webPort, oidcPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-e2e-'));
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const proxySecret = randomBytes(32).toString('hex');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEV_TOOLS: 'true',
    // Production seeds and runs on the sandbox only when asked (decision 0031).
    SEED_DEMO: 'true',
    PAYMENTS_SANDBOX: 'true',
    WHATSAPP_OUTBOX: 'true',
    INTERNAL_PROXY_SECRET: proxySecret,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    WEB_BASE_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // Google sign-in against the local OpenID stand-in (decision 0017; e2e/social.e2e.test.ts).
    GOOGLE_CLIENT_ID: 'manara-e2e.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'e2e-stand-in-secret',
    GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    OIDC_STAND_IN_PORT: String(oidcPort),
  };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  const log: string[] = [];
  const oidc = start(
    'oidc',
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/adapters/social/testing/serve-oidc-stand-in.ts'],
    path.join(root, 'apps/api'),
    env,
    log,
  );
  await ensureApiBuilt();
  const api = start('api', apiServerArgs(), API_DIR, env, log);
  // Pages and fetches cached by an earlier run of this build belong to another database and
  // origin (ids that no longer exist, canonical links to an old port): start with none.
  const distDir = path.join(root, 'apps/web', process.env.NEXT_DIST_DIR ?? '.next');
  for (const folder of ['server/route-cache', 'cache/fetch-cache'])
    rmSync(path.join(distDir, folder), { recursive: true, force: true });
  const web = start('web', webServerArgs({ port: webPort }), WEB_DIR, env, log);
  const stop = async () => {
    for (const child of [web, api, oidc]) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${env.GOOGLE_ISSUER}/.well-known/openid-configuration`, oidc, 60_000);
    await waitFor(`${apiUrl}/readyz`, api, 180_000);
    await waitFor(`${baseUrl}/en`, web, 60_000);
  } catch (error) {
    console.error(log.join(''));
    await stop();
    throw error;
  }
  return { baseUrl, apiUrl, proxySecret, demoPasswords: demoPasswordsFrom(log), webPid: web.pid!, stop };
}
