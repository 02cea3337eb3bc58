import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Platform {
  baseUrl: string;
  apiUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
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

function start(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
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
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-e2e-'));
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEV_TOOLS: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    API_URL: apiUrl,
    WEB_BASE_URL: baseUrl,
    LOG_LEVEL: 'warn',
  };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  const log: string[] = [];
  const api = start('api', [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'], path.join(root, 'apps/api'), env, log);
  const web = start(
    'web',
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(webPort)],
    path.join(root, 'apps/web'),
    env,
    log,
  );
  const stop = async () => {
    for (const child of [web, api]) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiUrl}/readyz`, api, 180_000);
    await waitFor(`${baseUrl}/en`, web, 60_000);
  } catch (error) {
    console.error(log.join(''));
    await stop();
    throw error;
  }
  return { baseUrl, apiUrl, stop };
}
