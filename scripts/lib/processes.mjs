import { spawn } from 'node:child_process';

/** Starts a child process whose output is prefixed, and returns it. */
export function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  if (!options.quiet) {
    child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
    child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  }
  return child;
}

/** Runs a command to completion, inheriting output; resolves with its exit code. */
export function runToEnd(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Polls a URL until it answers 2xx (or the time is up). */
export async function waitForHttp(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}
