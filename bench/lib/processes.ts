import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiServerArgs, ensureApiBuilt } from '../../scripts/lib/api-server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');

import { freePort } from '../../scripts/lib/ports.mjs';

export { freePort };

export interface Child {
  process: ChildProcess;
  pid: number;
  /** The last lines it printed, for the error message when it fails to start. */
  output(): string;
  stop(): Promise<void>;
}

/** A Node child whose output is kept (not printed) unless it fails. */
export function startNode(name: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Child {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return {
    process: child,
    pid: child.pid!,
    output: () => `[${name}]\n${lines.join('')}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function waitForUrl(url: string, child: Child, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error(`exited with ${child.process.exitCode} before ${url} answered\n${child.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}\n${child.output()}`);
}

/**
 * The real API process (the built bundle, as `npm start` runs it) on a PostgreSQL
 * database: production mode, default log level, no demo seeding, no job runner polling.
 */
export async function startApi(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<Child & { url: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    API_PORT: String(port),
    SEED_DEMO: 'false',
    // Production runs on the sandbox only when asked (decision 0031).
    PAYMENTS_SANDBOX: 'true',
    JOB_INTERVAL_MS: '0',
    ...extraEnv,
  };
  await ensureApiBuilt();
  const child = startNode('api', apiServerArgs(), { cwd: path.join(root, 'apps/api'), env });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/readyz`, child);
  return { ...child, url };
}

/** Waits until a child prints "listening" (servers without a health route). */
export async function waitForPortLine(child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`exited with ${child.process.exitCode}\n${child.output()}`);
    if (child.output().includes('listening')) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for the server to listen\n${child.output()}`);
}
