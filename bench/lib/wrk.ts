import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Bodies sent in turn instead of `body` (each thread starts at its own place in the list). */
  bodies?: readonly string[];
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  /** Failed connections, reads, writes and timeouts, plus responses outside 2xx/3xx. */
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** A shorter run first, discarded: JIT, plan and connection warm-up. */
  warmupSeconds?: number;
}

const luaString = (value: string) => {
  let level = '';
  while (value.includes(`]${level}]`)) level += '=';
  return `[${level}[${value}]${level}]`;
};

/**
 * wrk (C, one event loop per thread) drives the load: on a 2-core machine a Node load generator
 * would take CPU the servers need. The Lua script sets the request and prints the figures as JSON.
 */
function script(request: LoadRequest): string {
  const headers = Object.entries(request.headers ?? {})
    .map(([name, value]) => `wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`)
    .join('\n');
  const turns = request.bodies?.length
    ? `bodies = { ${request.bodies.map(luaString).join(',\n')} }
local threads = 0
setup = function(thread)
  thread:set("first", threads * 997)
  threads = threads + 1
end
request = function()
  turn = ((turn or first or 0) % #bodies) + 1
  return wrk.format(nil, nil, nil, bodies[turn])
end`
    : '';
  return `wrk.method = "${request.method ?? 'GET'}"
${request.body !== undefined ? `wrk.body = ${luaString(request.body)}` : ''}
${headers}
${turns}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\nWRK_JSON {"requests":%d,"duration":%d,"errors":%d,"p50":%d,"p90":%d,"p95":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(95), latency:percentile(99), latency.max))
end
`;
}

async function wrk(request: LoadRequest, connections: number, seconds: number): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'manara-wrk-'));
  try {
    const file = path.join(dir, 'request.lua');
    writeFileSync(file, script(request));
    const threads = connections >= 20 ? 2 : 1;
    const { stdout, stderr } = await run(
      'wrk',
      [
        '-t',
        String(threads),
        '-c',
        String(connections),
        '-d',
        `${seconds}s`,
        '--timeout',
        '10s',
        '-s',
        file,
        request.url,
      ],
      {
        maxBuffer: 1 << 20,
      },
    );
    const json = stdout.match(/WRK_JSON (\{.*\})/)?.[1];
    if (!json) throw new Error(`wrk printed no figures:\n${stdout}\n${stderr}`);
    const raw = JSON.parse(json) as {
      requests: number;
      duration: number;
      errors: number;
      p50: number;
      p90: number;
      p95: number;
      p99: number;
      max: number;
    };
    const secs = raw.duration / 1e6;
    return {
      requests: raw.requests,
      seconds: secs,
      rps: raw.requests / secs,
      p50: raw.p50 / 1000,
      p90: raw.p90 / 1000,
      p95: raw.p95 / 1000,
      p99: raw.p99 / 1000,
      max: raw.max / 1000,
      errors: raw.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function load(request: LoadRequest, options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds) await wrk(request, options.connections, options.warmupSeconds);
  return wrk(request, options.connections, options.seconds);
}

/** Seconds per measured run: BENCH_SECONDS, default 10. */
export const benchSeconds = () => Number(process.env.BENCH_SECONDS ?? 10);
