/**
 * API start-up: the TypeScript sources through tsx (how `npm start` ran the API before) against the
 * built bundle (`apps/api/dist/main.mjs`, how it runs now), side by side in one run. Each start is a
 * fresh process on an already migrated PostgreSQL database (no demo import), timed from spawn to the
 * first 200 from /readyz; memory is the resident size of the process tree then, and after 200
 * `me` requests. Prints the median of BENCH_ROUNDS starts (default 5) of each.
 */
import { apiServerArgs, ensureApiBuilt } from '../scripts/lib/api-server.mjs';
import { processTree, rssKb } from './lib/proc';
import { freePort, root, startNode, tsxCli, waitForUrl } from './lib/processes';
import { benchDatabase } from './lib/bench-database';
import path from 'node:path';

export interface StartupFigures {
  way: string;
  startMs: number;
  rssMb: number;
  rssAfterMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const treeRssMb = (pid: number) => processTree(pid).reduce((sum, p) => sum + rssKb(p), 0) / 1024;

async function startOnce(args: string[], databaseUrl: string): Promise<Omit<StartupFigures, 'way'>> {
  const port = await freePort();
  const started = performance.now();
  const child = startNode('api', args, {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      SEED_DEMO: 'false',
      PAYMENTS_SANDBOX: 'true',
      JOB_INTERVAL_MS: '0',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForUrl(`${url}/readyz`, child);
    const startMs = performance.now() - started;
    const rssMb = treeRssMb(child.pid);
    for (let i = 0; i < 200; i++) {
      await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query me { me { code } }' }),
      });
    }
    return { startMs, rssMb, rssAfterMb: treeRssMb(child.pid) };
  } finally {
    await child.stop();
  }
}

export async function runStartup(serverUrl: string): Promise<StartupFigures[]> {
  const buildMs = await ensureApiBuilt();
  if (buildMs) console.log(`built the API bundle in ${buildMs} ms`);
  const databaseUrl = await benchDatabase(serverUrl, 'startup');
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const ways: Array<[string, string[]]> = [
    ['tsx src/main.ts (before)', [tsxCli, 'src/main.ts']],
    ['node dist/main.mjs (built)', apiServerArgs()],
  ];
  const samples = new Map<string, Array<Omit<StartupFigures, 'way'>>>(ways.map(([way]) => [way, []]));
  // Interleaved, so a change in the machine's load touches both alike.
  for (let round = 0; round < rounds; round++) {
    for (const [way, args] of ways) samples.get(way)!.push(await startOnce(args, databaseUrl));
  }
  return ways.map(([way]) => {
    const runs = samples.get(way)!;
    return {
      way,
      startMs: median(runs.map((r) => r.startMs)),
      rssMb: median(runs.map((r) => r.rssMb)),
      rssAfterMb: median(runs.map((r) => r.rssAfterMb)),
    };
  });
}

export function printStartup(figures: StartupFigures[]): void {
  console.log('| how the API runs | start to /readyz | RSS at ready | RSS after 200 requests |');
  console.log('|---|---|---|---|');
  for (const f of figures) {
    console.log(`| ${f.way} | ${f.startMs.toFixed(0)} ms | ${f.rssMb.toFixed(0)} MB | ${f.rssAfterMb.toFixed(0)} MB |`);
  }
}
